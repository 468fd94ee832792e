/// What a renderer has done so far, counted over its life: the work its shortcuts exist to save.
/// None of the figures names a cache, so the renderer's insides can change and the tests that
/// read these figures, and `cardsim bench` which reports them a frame, stay as they are.
///
///     let before = canvas.work
///     try canvas.render(frame)
///     let done = canvas.work - before      // done.imagesStretched == 0: the stretch was kept
public struct RenderWork: Equatable, Sendable {
    /// Times pixels were read back from the renderer while drawing (a software blur or faded
    /// copy; never on a GPU), not counting frames read for a recording or a screenshot.
    public var readbacks = 0
    /// Backdrop blurs computed (one drawn again from a kept result is not counted).
    public var blursComputed = 0
    /// Images decoded from their files.
    public var imagesDecoded = 0
    /// Images stretched to the size they are drawn at.
    public var imagesStretched = 0
    /// Layers drawn into rasters kept to be drawn again (a pressed card, a story dragged down), and
    /// the rows of device pixels those drew: a raster updated in part draws fewer.
    public var rasterizations = 0
    public var rasterRows = 0

    public init() {}

    /// Every figure, with the name `cardsim bench` prints it under: the one list the difference
    /// and the report both walk.
    public static var figures: [(name: String, value: WritableKeyPath<RenderWork, Int>)] {
        [("read back", \.readbacks), ("blurred", \.blursComputed), ("decoded", \.imagesDecoded),
         ("stretched", \.imagesStretched), ("rasterized", \.rasterizations), ("raster rows", \.rasterRows)]
    }

    public static func - (a: RenderWork, b: RenderWork) -> RenderWork {
        var d = RenderWork()
        for (_, figure) in figures { d[keyPath: figure] = a[keyPath: figure] - b[keyPath: figure] }
        return d
    }

    /// One figure divided by `frames` (a run of no frames counts as one).
    public func perFrame(_ figure: KeyPath<RenderWork, Int>, over frames: Int) -> Double {
        Double(self[keyPath: figure]) / Double(max(1, frames))
    }

    /// Each figure divided by `frames`, as `cardsim bench` reports it, by name.
    public func perFrame(_ frames: Int) -> [(name: String, value: Double)] {
        Self.figures.map { ($0.name, perFrame($0.value, over: frames)) }
    }
}
