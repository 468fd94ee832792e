import SimKit

/// The scene's part of one trace line (docs/trace.md). Field names are an interface:
/// fields may be added, never renamed.
public struct TraceState: Codable, Equatable, Sendable {
    public struct Transition: Codable, Equatable, Sendable {
        public var style: String
        public var direction: TransitionContext.Direction   // "present" | "dismiss" | "push" | "pop"
        public var interactive: Bool
        public var progress: Double
        public init(style: String, direction: TransitionContext.Direction, interactive: Bool, progress: Double) {
            self.style = style; self.direction = direction; self.interactive = interactive; self.progress = progress
        }
    }
    public struct Card: Codable, Equatable, Sendable {
        public var index: Int                 // 1-based
        public var x: Double, y: Double, w: Double, h: Double
        public var scale: Double
        public var radius: Double
        /// The drawn opacity, clamped to 0…1.
        public var alpha: Double
        public init(index: Int, x: Double, y: Double, w: Double, h: Double, scale: Double, radius: Double,
                    alpha: Double = 1) {
            self.index = index; self.x = x; self.y = y; self.w = w; self.h = h; self.scale = scale; self.radius = radius
            self.alpha = alpha
        }
    }
    /// The presenting screen's visual transform while a style moves it.
    public struct Presenter: Codable, Equatable, Sendable {
        public var x: Double, y: Double, scale: Double, alpha: Double
        public init(x: Double, y: Double, scale: Double, alpha: Double) {
            self.x = x; self.y = y; self.scale = scale; self.alpha = alpha
        }
    }
    /// The view a zoom grows out of and returns into, on screen.
    public struct Reference: Codable, Equatable, Sendable {
        public var x: Double, y: Double, w: Double, h: Double, radius: Double
        public init(x: Double, y: Double, w: Double, h: Double, radius: Double) {
            self.x = x; self.y = y; self.w = w; self.h = h; self.radius = radius
        }
    }
    /// The visible tab's navigation stack: depth 1 at its root, and the top screen's name.
    public struct Nav: Codable, Equatable, Sendable {
        public var depth: Int
        public var top: String
        public init(depth: Int, top: String) { self.depth = depth; self.top = top }
    }
    public struct Bar: Codable, Equatable, Sendable {
        public var y: Double
        public var alpha: Double
        /// How much of the blurred bar material shows behind it, 0…1 (the status bar's, once
        /// content scrolls under it); nil for a bar that has none to fade (not written).
        public var material: Double?
        public init(y: Double, alpha: Double, material: Double? = nil) {
            self.y = y; self.alpha = alpha; self.material = material
        }
    }
    public struct Pointer: Codable, Equatable, Sendable {
        public var x: Double, y: Double
        public var down: Bool
        public init(x: Double, y: Double, down: Bool) { self.x = x; self.y = y; self.down = down }
    }

    /// The settings in effect, whatever set them: flags, the file, a script, the screen.
    public struct Settings: Codable, Equatable, Sendable {
        public var style: String
        public var speed: Double
        public var touches: Bool
        public var bezel: Bool
        public var lang: String
        public var appearance: String
        public var reduceMotion: Bool
        public init(style: String, speed: Double, touches: Bool, bezel: Bool, lang: String, appearance: String,
                    reduceMotion: Bool) {
            self.style = style; self.speed = speed; self.touches = touches; self.bezel = bezel; self.lang = lang
            self.appearance = appearance; self.reduceMotion = reduceMotion
        }
    }

    /// The device simulated: its name and its screen in points.
    public struct DeviceInfo: Codable, Equatable, Sendable {
        public var name: String
        public var w: Double, h: Double
        public init(name: String, w: Double, h: Double) { self.name = name; self.w = w; self.h = h }
    }

    public var screen: String                 // "today", "story", "settings" …
    /// The selected tab, counted from 1 as in `tap tab N`; nil for a scene without tabs.
    public var tab: Int?
    public var transition: Transition?
    public var scrollY: Double
    public var card: Card?
    public var statusBar: Bar
    public var tabBar: Bar
    public var backdrop: Double
    public var pointer: Pointer?
    /// Null unless a style moves the presenting screen.
    public var presenter: Presenter?
    /// Null unless a zoom runs.
    public var reference: Reference?
    /// Whether the zoom's owner still holds its transitioning delegate.
    public var zoomDelegateHeld: Bool
    public var nav: Nav
    /// nil for a scene that keeps no settings.
    public var settings: Settings?
    /// nil for a scene that names no device.
    public var device: DeviceInfo?

    public init(screen: String, transition: Transition? = nil, scrollY: Double, card: Card? = nil,
                statusBar: Bar, tabBar: Bar, backdrop: Double, pointer: Pointer? = nil,
                presenter: Presenter? = nil, reference: Reference? = nil, zoomDelegateHeld: Bool = false,
                nav: Nav? = nil) {
        self.screen = screen; self.transition = transition; self.scrollY = scrollY; self.card = card
        self.statusBar = statusBar; self.tabBar = tabBar; self.backdrop = backdrop; self.pointer = pointer
        self.presenter = presenter; self.reference = reference; self.zoomDelegateHeld = zoomDelegateHeld
        self.nav = nav ?? Nav(depth: 1, top: screen)
    }
}
