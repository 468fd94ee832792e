/// The bar's part of a push or pop, driven by the transition's own timing: the navigation
/// controller begins it before the animator starts, sets its end inside the transition's
/// animations (alongside: an interruptible animator's own, a scrubbed transition's timebase, or
/// an animation of the transition's duration and curve), and `show` ends it. So a swipe back
/// scrubs the bar with the screens, and a cancelled one brings it back.
///
/// Push, sliding: the arriving title comes in from the right and fades in; the leaving title moves
/// to where the back button's title will be and fades out while the back title (the same words)
/// moves there from the title's place and fades in; a leaving back title slides off to the left;
/// the chevron fades in when there was none. Pop is the reverse. A large title moves with its
/// screen. Fading (Reduce Motion's cross-fade, a zoom): everything cross-fades in place.
extension NavigationBar {
    /// How far (points) an inline title or back title travels sideways on its way in or out:
    /// half the bar's width. UIKit's figure is private; this keeps titles apart as they pass.
    static func titleTravel(width: Double) -> Double { width / 2 }

    /// Begins a push's (`forward`) or pop's animation to the controller `title`, `backTitle` and
    /// `large` (as ``show(title:backTitle:large:)`` takes them). The bar's frame stays as it is; the
    /// caller animates it to ``height`` alongside ``animateTransitionToEnd()``.
    public func beginTransition(title: String?, backTitle: String?, large: Bool, forward: Bool,
                                style: NavigationBarTransitionStyle) {
        endTransition()
        let w = frame.width, travel = Self.titleTravel(width: w)
        let t = NavigationBarTransition(style: style, forward: forward)
        let hadBack = !backButton.isHidden, hadLarge = showsLargeTitle
        // The leaving titles, as they show now.
        let oldTitle = standIn(for: titleLabel, in: self)
        let oldBack = hadBack ? standIn(for: backLabel, in: self) : nil
        let oldLarge = hadLarge ? largeStandIn() : nil
        // The arriving titles, where they will rest.
        titleLabel.text = title ?? ""
        largeTitleLabel.text = title ?? ""
        backLabel.text = backTitle ?? ""
        backButton.isHidden = backTitle == nil && !hadBack
        showsLargeTitle = large
        View.performWithoutAnimation { layoutTitles() }
        transition = t
        // Titles pass beyond the bar's frame while its height changes: a large title leaves or
        // arrives whole, with its screen.
        clipsToBounds = false
        let title = titleLabel.frame, back = backLabel.frame
        let centred = { (v: View) in v.frame.offsetBy(dx: (w - v.frame.width) / 2 - v.frame.minX, dy: 0) }
        let slides: Bool
        var fromShift = 0.0, toShift = 0.0
        if case let .slide(f, s) = style { slides = true; fromShift = f; toShift = s } else { slides = false }
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
        // A large title moves as far as its screen; one that would stay on screen fades as well,
        // since the bar lies above the screen that covers it.
        let stays = { (shift: Double) in abs(shift) < 1 - 1e-9 }
        if let oldLarge {
            t.move(oldLarge, from: oldLarge.frame, to: oldLarge.frame.offsetBy(dx: fromShift * w, dy: 0),
                   alpha: 1, to: slides && !stays(fromShift) ? 1 : 0)
        }
        if large {
            let area = largeTitleArea.frame
            t.move(largeTitleArea, from: area.offsetBy(dx: toShift * w, dy: 0), to: area,
                   alpha: slides && !stays(toShift) ? 1 : 0, to: 1)
        }
        for v in [oldTitle, oldBack, oldLarge].compactMap({ $0 }) { t.keep(v) }
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
        // The bar's height animated alongside; the caller sets its frame at rest.
        frameValue.removeAnimations(at: animationTime, keepingPresentation: false)
        clipsToBounds = true
    }

    /// A copy of `label` where it shows now, in the bar's coordinates.
    private func standIn(for label: Label, in bar: View) -> Label {
        let copy = Label(text: label.text, font: label.font, color: label.textColor, measurer: label.measurer)
        copy.name = label === titleLabel ? "leavingTitle" : "leavingBackTitle"
        copy.isUserInteractionEnabled = false
        View.performWithoutAnimation {
            copy.frame = bar.convert(label.bounds, from: label)
            copy.alpha = label.alpha
        }
        bar.addSubview(copy)
        return copy
    }

    /// A copy of the large title and the area that clips it, as they show now.
    private func largeStandIn() -> View {
        let area = View(), label = largeTitleLabel
        let copy = Label(text: label.text, font: label.font, color: label.textColor, measurer: label.measurer)
        area.name = "leavingLargeTitle"
        area.clipsToBounds = true
        area.isUserInteractionEnabled = false
        View.performWithoutAnimation {
            area.frame = largeTitleArea.frame
            copy.frame = label.frame
        }
        area.addSubview(copy)
        insertSubview(area, at: (subviews.firstIndex { $0 === largeTitleArea } ?? 0) + 1)
        return area
    }
}
