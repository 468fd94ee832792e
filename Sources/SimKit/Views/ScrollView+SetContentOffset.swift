/// Moving a scroll view's content from code, as UIScrollView's `setContentOffset(_:animated:)`:
/// a tab item tapped again scrolls its list to the top.
extension ScrollView {
    /// Shows `offset` (its y; the list is vertical). Animated, the content glides there on the
    /// same critically damped spring that brings an overscrolled list back to its edge (about half
    /// a second), taking over any drag-free motion; a finger that lands stops it as it stops any
    /// scrolling.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard animated, abs(offset.y - contentOffset.y) > ScrollMotion.restDistance else {
            motion = nil
            contentOffset = offset
            return
        }
        // A motion whose two edges are both the target starts "past the edge", so it is the bounce
        // alone: from here to the target with no velocity.
        motion = ScrollMotion(start: contentOffset.y, velocity: 0, startTime: now,
                              minY: offset.y, maxY: offset.y, rate: decelerationRate)
    }
}
