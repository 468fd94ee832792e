import SimKit

/// The App Store post's `AppContentView`: a card's artwork with its subtitle, title and blurb, and below the
/// artwork the story's body. Collapsed, it is a card (the artwork fills it); expanded, the artwork is
/// the story's header and the labels move to the safe-area top, 20 pt leading, 0.8 of the width.
/// The list cell, the view that flies during a transition, and the story screen all use it, so the
/// hand-overs between them are invisible.
@MainActor
final class StoryContentView: View {
    let card: Card
    let imageView: ImageView
    let subtitleLabel: Label
    let titleLabel: Label
    let blurbLabel: Label
    let bodyLabel: Label
    /// The gradients under the subtitle and title, and under the blurb (`TextScrim`).
    let topScrim = TextScrim(edge: .top)
    let bottomScrim = TextScrim(edge: .bottom)
    /// Collapsed (a card) or expanded (the story); animate a change with `layoutIfNeeded()`.
    var isExpanded: Bool { didSet { if isExpanded != oldValue { setNeedsLayout() } } }

    /// The device's layout: the expanded story's margins and text width.
    let metrics: Metrics

    /// The subtitle, title and blurb: the words over the artwork, which a card another view grows
    /// out of with the same words hides (set inside an animation block to fade them).
    var wordsOverArtwork: [Label] { [subtitleLabel, titleLabel, blurbLabel] }

    init(card: Card, environment: AppEnvironment, expanded: Bool) {
        self.card = card
        isExpanded = expanded
        metrics = environment.metrics
        let measurer = environment.measurer, images = environment.images
        let text = card.text(environment.language)
        imageView = ImageView(imageName: card.imagePath, imageSize: images.imageSize(card.imagePath))
        subtitleLabel = Label(text: text.subtitle.uppercased(), font: Fonts.cardSubtitle, color: card.textColor.withAlpha(0.75), measurer: measurer)
        titleLabel = Label(text: text.title, font: Fonts.cardTitle, color: card.textColor, lines: 3, measurer: measurer)
        blurbLabel = Label(text: text.blurb, font: Fonts.cardBlurb, color: card.textColor.withAlpha(0.9), lines: 2, measurer: measurer)
        bodyLabel = Label(text: text.body.joined(separator: "\n\n"), font: Fonts.body, color: Color(hex: 0x3C3C43), lines: 0, measurer: measurer)
        bodyLabel.lineSpacing = 5
        super.init()
        backgroundColor = .white
        clipsToBounds = true
        // Light text stands on a dark scrim, dark text on a light one.
        let scrimColor = card.textColor.luminance > 0.5 ? Color.black : Color.white
        for (scrim, strength) in [(topScrim, StoryContentView.topScrimStrength), (bottomScrim, StoryContentView.bottomScrimStrength)] {
            scrim.color = scrimColor
            scrim.strength = strength
            scrim.fade = StoryContentView.scrimFade
        }
        for v in [imageView, topScrim, bottomScrim, subtitleLabel, titleLabel, blurbLabel, bodyLabel] { addSubview(v) }
    }

    /// The scrims' opacity where the text is: the least that, with artwork composed to leave the
    /// text's regions quiet, keeps every line at WCAG AA's contrast on every device
    /// (`TextOverArtworkContrastTests`; docs/decisions.md, Look). The blurb's is stronger: it is
    /// smaller text, and the foot of a picture is where its subject tends to sit.
    static let topScrimStrength = 0.45
    static let bottomScrimStrength = 0.45
    /// How far past the text a scrim fades out, in points: long enough not to read as a band.
    static let scrimFade = 72.0
    /// How far below the safe area's top an open story's subtitle sits, in points: UIKit's default
    /// layout margin (8 pt), so that the status bar's glyphs never touch the label, even on an
    /// iPad, whose safe area ends 4 pt below its time.
    static let expandedTopMargin = 8.0

    /// The width the open story is laid out for: the screen's, or a sheet's where that is narrower
    /// (an iPad's page sheet).
    lazy var expandedWidth: Double = metrics.screen.width { didSet { setNeedsLayout() } }
    /// The body's width: the readable width, or the story's less 20 pt a side where that is narrower.
    var bodyWidth: Double { min(expandedWidth - 40, Metrics.storyTextWidth) }
    /// The open story's artwork header. Narrower than the screen (an iPad's sheet) it keeps the
    /// full-screen header's shape, so the artwork shows the crop its words were composed to stand
    /// on (the bundled artwork keeps its motifs out of that crop's text bands).
    var expandedHeaderHeight: Double {
        Metrics.storyHeaderHeight * min(1, expandedWidth / metrics.screen.width)
    }

    /// Height of the expanded story: artwork, body and a bottom margin.
    var expandedContentHeight: Double {
        expandedHeaderHeight + 28 + bodyLabel.heightThatFits(width: bodyWidth) + 60
    }

    override func layoutSubviews() {
        let w = bounds.width
        let imageHeight = isExpanded ? expandedHeaderHeight : bounds.height
        imageView.frame = Rect(0, 0, w, imageHeight)
        // Expanded, as the source post remakes its constraints: the subtitle at the safe area's top
        // (the status bar's height, and a margin), the title 10 pt under it. In the card, 20 pt in
        // and 6 pt apart.
        let top = isExpanded ? metrics.statusBarHeight + StoryContentView.expandedTopMargin : 20
        let gap = isExpanded ? 10.0 : 6.0
        let textWidth = w * 0.8
        subtitleLabel.frame = Rect(20, top, textWidth, subtitleLabel.heightThatFits(width: textWidth))
        titleLabel.frame = Rect(20, subtitleLabel.frame.maxY + gap, textWidth, titleLabel.heightThatFits(width: textWidth))
        let blurbHeight = blurbLabel.heightThatFits(width: w - 40)
        blurbLabel.frame = Rect(20, imageHeight - 20 - blurbHeight, w - 40, blurbHeight)
        topScrim.solid = titleLabel.frame.maxY
        topScrim.frame = Rect(0, 0, w, min(imageHeight, topScrim.solid + topScrim.fade))
        bottomScrim.solid = imageHeight - blurbLabel.frame.minY
        let bottomHeight = min(imageHeight, bottomScrim.solid + bottomScrim.fade)
        bottomScrim.frame = Rect(0, imageHeight - bottomHeight, w, bottomHeight)
        // The body is laid out once at the story's width: it only shows when expanded, and
        // re-wrapping it every frame of the growth would cost more than it shows.
        bodyLabel.frame = Rect((expandedWidth - bodyWidth) / 2, imageHeight + 28, bodyWidth,
                               bodyLabel.heightThatFits(width: bodyWidth))
    }
}
