/// The bar's part of a push or pop, driven by the transition's own timing: the navigation
/// controller begins it before the animator starts, sets its end inside the transition's
/// animations (alongside: an interruptible animator's own, a scrubbed transition's timebase, or
/// an animation of the transition's duration and curve), and `show` ends it. So a swipe back
/// scrubs the bar with the screens, and a cancelled one brings it back.
///
/// Push, sliding: the arriving title comes in from the right and fades in; the leaving title moves
/// to where the back button's title will be and fades out while the back title (the same words)
/// moves there from the title's place and fades in; a leaving back title slides off to the left;
/// the chevron fades in when there was none. Pop is the reverse. A large title rides inside its
/// screen, so it moves, fades and is covered as the screen is. Fading (Reduce Motion's cross-fade,
/// a zoom): the inline titles cross-fade in place.
extension NavigationBar {
    /// How far (points) an inline title or back title travels sideways on its way in or out:
    /// half the bar's width. UIKit's figure is private; this keeps titles apart as they pass.
    static func titleTravel(width: Double) -> Double { width / 2 }

    /// Begins a push's (`forward`) or pop's animation to the controller `title`, `backTitle` and
    /// `large` (as ``show(title:backTitle:large:)`` takes them). A large title is part of its
    /// screen while the screens move: it is shown inside `leavingScreen` or `arrivingScreen` (views
    /// that lie at the origin of the bar's superview, as a navigation controller's screens do), so
    /// it moves, fades and is covered with it. The bar's frame stays as it is; the caller animates
    /// it to ``height`` alongside ``animateTransitionToEnd()``.
    public func beginTransition(title: String?, backTitle: String?, large: Bool, forward: Bool,
                                style: NavigationBarTransitionStyle, leavingScreen: View, arrivingScreen: View) {
        endTransition()
        let w = frame.width, travel = Self.titleTravel(width: w), slides = style == .slide
        let t = NavigationBarTransition()
        let hadBack = !backButton.isHidden
        // The leaving titles, as they show now.
        let oldTitle = standIn(for: titleLabel)
        let oldBack = hadBack ? standIn(for: backLabel) : nil
        if showsLargeTitle { t.keep(largeStandIn(in: leavingScreen)) }
        // The arriving titles, where they will rest.
        titleLabel.text = title ?? ""
        largeTitleLabel.text = title ?? ""
        backLabel.text = backTitle ?? ""
        backButton.isHidden = backTitle == nil && !hadBack
        showsLargeTitle = large
        View.performWithoutAnimation { layoutTitles() }
        if large { t.keep(largeStandIn(in: arrivingScreen)) }
        largeTitleArea.isHidden = true
        transition = t
        let title = titleLabel.frame, back = backLabel.frame
        let centred = { (v: View) in v.frame.offsetBy(dx: (w - v.frame.width) / 2 - v.frame.minX, dy: 0) }
        let dx = { (d: Double) in slides ? d : 0 }
        if forward {
            t.move(oldTitle, from: oldTitle.frame, to: oldTitle.frame.offsetBy(dx: dx(back.minX - oldTitle.frame.minX), dy: 0),
                   alpha: oldTitle.alpha, to: 0)
            if let oldBack { t.move(oldBack, from: oldBack.frame, to: oldBack.frame.offsetBy(dx: dx(-travel), dy: 0), alpha: 1, to: 0) }
            t.move(titleLabel, from: title.offsetBy(dx: dx(travel), dy: 0), to: title, alpha: 0, to: titleLabel.alpha)
            if backTitle != nil { t.move(backLabel, from: slides ? centred(backLabel) : back, to: back, alpha: 0, to: 1) }
        } else {
            t.move(oldTitle, from: oldTitle.frame, to: oldTitle.frame.offsetBy(dx: dx(travel), dy: 0), alpha: oldTitle.alpha, to: 0)
            if let oldBack { t.move(oldBack, from: oldBack.frame, to: slides ? centred(oldBack) : oldBack.frame, alpha: 1, to: 0) }
            t.move(titleLabel, from: title.offsetBy(dx: dx(back.minX - title.minX), dy: 0), to: title,
                   alpha: 0, to: titleLabel.alpha)
            if backTitle != nil { t.move(backLabel, from: back.offsetBy(dx: dx(-travel), dy: 0), to: back, alpha: 0, to: 1) }
        }
        t.move(backChevron, from: backChevron.frame, to: backChevron.frame, alpha: hadBack ? 1 : 0, to: backTitle != nil ? 1 : 0)
        t.keep(oldTitle)
        if let oldBack { t.keep(oldBack) }
    }

    /// Sets the bar's titles to where the transition ends; call it inside the transition's animations.
    public func animateTransitionToEnd() { transition?.applyEnd() }

    /// Whether a push or pop is animating the bar.
    public var isTransitioning: Bool { transition != nil }

    /// Drops a push's or pop's stand-ins and animations; the bar shows its own titles as they are.
    func endTransition() {
        guard let t = transition else { return }
        transition = nil
        t.tearDown()
        largeTitleArea.isHidden = false
        // The bar's height animated alongside; the caller sets its frame at rest.
        frameValue.removeAnimations(at: animationTime, keepingPresentation: false)
    }

    /// A copy of `label` where it shows now, in the bar's coordinates.
    private func standIn(for label: Label) -> Label {
        let copy = Label(text: label.text, font: label.font, color: label.textColor, measurer: label.measurer)
        copy.name = label === titleLabel ? "leavingTitle" : "leavingBackTitle"
        copy.isUserInteractionEnabled = false
        View.performWithoutAnimation {
            copy.frame = convert(label.bounds, from: label)
            copy.alpha = label.alpha
        }
        addSubview(copy)
        return copy
    }

    /// A copy of the large title and the area that clips it, as the bar lays them out now, inside
    /// `screen` at the same place on the screen.
    private func largeStandIn(in screen: View) -> View {
        let area = View(), label = largeTitleLabel
        let copy = Label(text: label.text, font: label.font, color: label.textColor, measurer: label.measurer)
        area.name = "largeTitleStandIn"
        area.clipsToBounds = true
        area.isUserInteractionEnabled = false
        View.performWithoutAnimation {
            area.frame = largeTitleArea.frame.offsetBy(dx: frame.minX, dy: frame.minY)
            copy.frame = label.frame
        }
        area.addSubview(copy)
        screen.addSubview(area)
        return area
    }
}
