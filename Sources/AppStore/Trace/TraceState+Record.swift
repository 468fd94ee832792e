import Playback
import SimKit

/// The trace line's fields from the App Store scene, written in docs/trace.md's order: `null` for
/// a missing transition, card or pointer (consumers test for the key, so it must be there), and
/// numbers rounded to 1e-4 (`JSONText`) so traces diff cleanly between runs. This is the one place
/// a trace line's fields are written.
extension TraceState: TraceRecord {
    /// The scene's keys, in the order they are written (the runner's `frame` and `t` come before,
    /// `frameMs` after).
    public static let keys = ["screen", "tab", "transition", "scrollY", "card", "statusBar", "tabBar", "backdrop",
                              "pointer", "presenter", "reference", "zoomDelegateHeld", "nav", "settings", "device"]

    public var isTransitioning: Bool { transition != nil }

    public var transitionSample: TransitionSample? {
        guard let tr = transition else { return nil }
        return TransitionSample(style: tr.style, direction: tr.direction.rawValue, progress: tr.progress,
                                frame: card.map { Rect($0.x, $0.y, $0.w, $0.h) }, radius: card?.radius ?? 0,
                                alpha: card?.alpha ?? 1, scale: card?.scale ?? 1, backdrop: backdrop)
    }

    public func writeFields(_ j: inout JSONText) {
        j.field("screen") { $0.string(screen) }
        j.field("tab") { j in
            guard let tab = tab else { return j.null() }
            j.int(tab)
        }
        j.field("transition") { j in
            guard let tr = transition else { return j.null() }
            j.object { j in
                j.field("style") { $0.string(tr.style) }
                j.field("direction") { $0.string(tr.direction.rawValue) }
                j.field("interactive") { $0.bool(tr.interactive) }
                j.field("progress") { $0.number(tr.progress) }
            }
        }
        j.field("scrollY") { $0.number(scrollY) }
        j.field("card") { j in
            guard let card = card else { return j.null() }
            j.object { j in
                j.field("index") { $0.int(card.index) }
                for (key, v) in [("x", card.x), ("y", card.y), ("w", card.w), ("h", card.h),
                                 ("scale", card.scale), ("radius", card.radius), ("alpha", card.alpha)] {
                    j.field(key) { $0.number(v) }
                }
            }
        }
        j.field("statusBar") { $0.bar(statusBar) }
        j.field("tabBar") { $0.bar(tabBar) }
        j.field("backdrop") { $0.number(backdrop) }
        j.field("pointer") { j in
            guard let p = pointer else { return j.null() }
            j.object { j in
                j.field("x") { $0.number(p.x) }
                j.field("y") { $0.number(p.y) }
                j.field("down") { $0.bool(p.down) }
            }
        }
        j.field("presenter") { j in
            guard let p = presenter else { return j.null() }
            j.object { j in
                for (key, v) in [("x", p.x), ("y", p.y), ("scale", p.scale), ("alpha", p.alpha)] { j.field(key) { $0.number(v) } }
            }
        }
        j.field("reference") { j in
            guard let r = reference else { return j.null() }
            j.object { j in
                for (key, v) in [("x", r.x), ("y", r.y), ("w", r.w), ("h", r.h), ("radius", r.radius)] {
                    j.field(key) { $0.number(v) }
                }
            }
        }
        j.field("zoomDelegateHeld") { $0.bool(zoomDelegateHeld) }
        j.field("nav") { j in
            j.object { j in
                j.field("depth") { $0.int(nav.depth) }
                j.field("top") { $0.string(nav.top) }
            }
        }
        j.field("settings") { j in
            guard let s = settings else { return j.null() }
            j.settings(s)
        }
        j.field("device") { j in
            guard let d = device else { return j.null() }
            j.object { j in
                j.field("name") { $0.string(d.name) }
                j.field("w") { $0.number(d.w) }
                j.field("h") { $0.number(d.h) }
            }
        }
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

extension SceneInspector {
    /// The App Store scene's trace fields as its own type, for tests and tools that read them.
    public func traceState() -> TraceState {
        guard let state = traceRecord() as? TraceState else {
            preconditionFailure("traceState() reads the App Store scene's trace; this scene writes \(type(of: traceRecord()))")
        }
        return state
    }
}
