/// One line of `--trace` output (docs/trace.md): the frame number, its time, the scene's
/// `TraceState` flattened in, and what the frame cost.
///
///     let line = TraceLine(frame: 12, t: 0.2, state: scene.inspector.traceState(), frameMs: 2.1)
///     handle.write(line.jsonLine() + "\n")
///
/// `jsonLine()` writes the keys in docs/trace.md's order, `null` for a missing transition, card or
/// pointer (consumers test for the key, so it must be there), and numbers rounded to 1e-4 so traces
/// diff cleanly between runs.
public struct TraceLine: Encodable, Equatable, Sendable {
    /// Frame number, from 0.
    public var frame: Int
    /// Seconds since start (virtual time when headless).
    public var t: Double
    /// The scene's fields.
    public var state: TraceState
    /// Milliseconds the frame took to update and draw.
    public var frameMs: Double

    /// Creates a line for frame `frame` at time `t` (seconds).
    public init(frame: Int, t: Double, state: TraceState, frameMs: Double) {
        self.frame = frame; self.t = t; self.state = state; self.frameMs = frameMs
    }

    /// The keys of a line, in the order they are written.
    public static let keys = ["frame", "t", "screen", "tab", "transition", "scrollY", "card", "statusBar", "tabBar",
                              "backdrop", "pointer", "presenter", "reference", "zoomDelegateHeld", "nav", "settings",
                              "frameMs"]

    private enum CodingKeys: String, CodingKey {
        case frame, t, screen, tab, transition, scrollY, card, statusBar, tabBar, backdrop, pointer
        case presenter, reference, zoomDelegateHeld, nav, settings, frameMs
    }

    /// Encodes flat, with explicit nulls: the synthesized `Codable` would nest `state` and drop nils.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(frame, forKey: .frame)
        try c.encode(t, forKey: .t)
        try c.encode(state.screen, forKey: .screen)
        try c.encode(state.tab, forKey: .tab)
        try c.encode(state.transition, forKey: .transition)   // encode(Optional) writes null
        try c.encode(state.scrollY, forKey: .scrollY)
        try c.encode(state.card, forKey: .card)
        try c.encode(state.statusBar, forKey: .statusBar)
        try c.encode(state.tabBar, forKey: .tabBar)
        try c.encode(state.backdrop, forKey: .backdrop)
        try c.encode(state.pointer, forKey: .pointer)
        try c.encode(state.presenter, forKey: .presenter)
        try c.encode(state.reference, forKey: .reference)
        try c.encode(state.zoomDelegateHeld, forKey: .zoomDelegateHeld)
        try c.encode(state.nav, forKey: .nav)
        try c.encode(state.settings, forKey: .settings)
        try c.encode(frameMs, forKey: .frameMs)
    }

    /// The line as one compact JSON object, without a trailing newline.
    public func jsonLine() -> String {
        var j = JSONText()
        j.object { j in
            j.field("frame") { $0.int(frame) }
            j.field("t") { $0.number(t) }
            j.field("screen") { $0.string(state.screen) }
            j.field("tab") { j in
                guard let tab = state.tab else { return j.null() }
                j.int(tab)
            }
            j.field("transition") { j in
                guard let tr = state.transition else { return j.null() }
                j.object { j in
                    j.field("style") { $0.string(tr.style) }
                    j.field("direction") { $0.string(tr.direction.rawValue) }
                    j.field("interactive") { $0.bool(tr.interactive) }
                    j.field("progress") { $0.number(tr.progress) }
                }
            }
            j.field("scrollY") { $0.number(state.scrollY) }
            j.field("card") { j in
                guard let card = state.card else { return j.null() }
                j.object { j in
                    j.field("index") { $0.int(card.index) }
                    for (key, v) in [("x", card.x), ("y", card.y), ("w", card.w), ("h", card.h),
                                     ("scale", card.scale), ("radius", card.radius), ("alpha", card.alpha)] {
                        j.field(key) { $0.number(v) }
                    }
                }
            }
            j.field("statusBar") { $0.bar(state.statusBar) }
            j.field("tabBar") { $0.bar(state.tabBar) }
            j.field("backdrop") { $0.number(state.backdrop) }
            j.field("pointer") { j in
                guard let p = state.pointer else { return j.null() }
                j.object { j in
                    j.field("x") { $0.number(p.x) }
                    j.field("y") { $0.number(p.y) }
                    j.field("down") { $0.bool(p.down) }
                }
            }
            j.field("presenter") { j in
                guard let p = state.presenter else { return j.null() }
                j.object { j in
                    for (key, v) in [("x", p.x), ("y", p.y), ("scale", p.scale), ("alpha", p.alpha)] { j.field(key) { $0.number(v) } }
                }
            }
            j.field("reference") { j in
                guard let r = state.reference else { return j.null() }
                j.object { j in
                    for (key, v) in [("x", r.x), ("y", r.y), ("w", r.w), ("h", r.h), ("radius", r.radius)] {
                        j.field(key) { $0.number(v) }
                    }
                }
            }
            j.field("zoomDelegateHeld") { $0.bool(state.zoomDelegateHeld) }
            j.field("nav") { j in
                j.object { j in
                    j.field("depth") { $0.int(state.nav.depth) }
                    j.field("top") { $0.string(state.nav.top) }
                }
            }
            j.field("settings") { j in
                guard let s = state.settings else { return j.null() }
                j.settings(s)
            }
            j.field("frameMs") { $0.number(frameMs) }
        }
        return j.text
    }
}

private extension JSONText {
    mutating func settings(_ s: TraceState.Settings) {
        object { j in
            j.field("style") { $0.string(s.style) }
            j.field("speed") { $0.number(s.speed) }
            j.field("touches") { $0.bool(s.touches) }
            j.field("bezel") { $0.bool(s.bezel) }
            j.field("lang") { $0.string(s.lang) }
            j.field("appearance") { $0.string(s.appearance) }
            j.field("reduceMotion") { $0.bool(s.reduceMotion) }
        }
    }

    mutating func bar(_ bar: TraceState.Bar) {
        object { j in
            j.field("y") { $0.number(bar.y) }
            j.field("alpha") { $0.number(bar.alpha) }
            if let material = bar.material { j.field("material") { $0.number(material) } }
        }
    }
}
