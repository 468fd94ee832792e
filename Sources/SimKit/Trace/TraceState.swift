/// The scene's part of one trace line (DESIGN.md, "Trace lines"). Field names are an interface:
/// fields may be added, never renamed.
public struct TraceState: Codable, Equatable, Sendable {
    public struct Transition: Codable, Equatable, Sendable {
        public var style: String
        public var direction: String          // "present" | "dismiss"
        public var interactive: Bool
        public var progress: Double
        public init(style: String, direction: String, interactive: Bool, progress: Double) {
            self.style = style; self.direction = direction; self.interactive = interactive; self.progress = progress
        }
    }
    public struct Card: Codable, Equatable, Sendable {
        public var index: Int                 // 1-based
        public var x: Double, y: Double, w: Double, h: Double
        public var scale: Double
        public var radius: Double
        public init(index: Int, x: Double, y: Double, w: Double, h: Double, scale: Double, radius: Double) {
            self.index = index; self.x = x; self.y = y; self.w = w; self.h = h; self.scale = scale; self.radius = radius
        }
    }
    public struct Bar: Codable, Equatable, Sendable {
        public var y: Double
        public var alpha: Double
        public init(y: Double, alpha: Double) { self.y = y; self.alpha = alpha }
    }
    public struct Pointer: Codable, Equatable, Sendable {
        public var x: Double, y: Double
        public var down: Bool
        public init(x: Double, y: Double, down: Bool) { self.x = x; self.y = y; self.down = down }
    }

    /// The settings in effect, whatever set them (issue 11): flags, the file, a script, the screen.
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
    /// nil for a scene that keeps no settings.
    public var settings: Settings?

    public init(screen: String, transition: Transition? = nil, scrollY: Double, card: Card? = nil,
                statusBar: Bar, tabBar: Bar, backdrop: Double, pointer: Pointer? = nil) {
        self.screen = screen; self.transition = transition; self.scrollY = scrollY; self.card = card
        self.statusBar = statusBar; self.tabBar = tabBar; self.backdrop = backdrop; self.pointer = pointer
    }
}
