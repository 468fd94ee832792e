import CSDL2
import SimKit

/// What one SDL event means to the live runner: input for the scene, or a command for the runner
/// itself (the iOS Simulator's menu keys). The scene never sees an `SDL_Event`.
public enum LiveEvent: Equatable, Sendable {
    case input(InputEvent)
    case quit
    case screenshot          // Ctrl+S
    case toggleRecording     // Ctrl+R
    case toggleSlowAnimations // Ctrl+T
    case togglePause         // Space
    case stepFrame           // `.`
    case stepBack            // `,`
    /// Home and End: the timeline's playhead to the transition's first or last frame.
    case timelineStart
    case timelineEnd
    /// L: the timeline replays its transition over and over, or stops doing so.
    case toggleLoop
    /// Ctrl+1 … Ctrl+9: the scene's card transition styles, in `SettingsScene.styleChoices` order (1 = appstore).
    case selectStyle(Int)
    /// The window changed size or moved to a display with another scale: re-layout the letterbox.
    case resized
    /// `?` or F1: show or hide the list of keys (`KeyHelp`).
    case toggleHelp
}

/// Maps SDL events to `LiveEvent`s in simulated-screen points, through the current letterbox.
/// Tracks the button so that a drag can be cancelled when focus is lost or the pointer leaves.
@MainActor
public final class EventTranslator {
    /// Points scrolled by one wheel notch, about what a notch scrolls on macOS/iOS.
    public static let pointsPerNotch = 40.0

    public var letterbox: Letterbox
    public private(set) var isPointerDown = false
    /// Last known pointer position on the simulated screen, in points.
    public private(set) var pointer: Point?

    public init(letterbox: Letterbox) { self.letterbox = letterbox }

    /// Translates one event; `time` is the scene time the resulting input is stamped with.
    public func translate(_ event: SDL_Event, time: Double) -> [LiveEvent] {
        var e = event
        switch e.type {
        case SDL_QUIT.rawValue:
            return [.quit]
        case SDL_MOUSEBUTTONDOWN.rawValue where e.button.button == UInt8(SDL_BUTTON_LEFT):
            let p = point(e.button.x, e.button.y)
            pointer = p
            // A press in the letterbox or on the bezel is not a touch on the screen.
            guard Rect(origin: .zero, size: screenSize).contains(p) else { return [] }
            isPointerDown = true
            return [.input(.pointerDown(p, time: time))]
        case SDL_MOUSEBUTTONUP.rawValue where e.button.button == UInt8(SDL_BUTTON_LEFT):
            let p = point(e.button.x, e.button.y)
            pointer = p
            guard isPointerDown else { return [] }
            isPointerDown = false
            return [.input(.pointerUp(p, time: time))]
        case SDL_MOUSEMOTION.rawValue:
            let p = point(e.motion.x, e.motion.y)
            pointer = p
            return [.input(isPointerDown ? .pointerMove(p, time: time) : .hover(p, time: time))]
        case SDL_MOUSEWHEEL.rawValue:
            let flip: Float = e.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            // preciseX/Y carry touchpad fractions; a notch is 1.0. SDL's y > 0 means "away from the
            // user", which reveals content above: the opposite of InputEvent's dy.
            let dx = Double(e.wheel.preciseX * flip) * Self.pointsPerNotch
            let dy = -Double(e.wheel.preciseY * flip) * Self.pointsPerNotch
            guard dx != 0 || dy != 0 else { return [] }
            let at = pointer ?? Point(screenSize.width / 2, screenSize.height / 2)
            return [.input(.wheel(dx: dx, dy: dy, at: at, time: time))]
        case SDL_WINDOWEVENT.rawValue:
            return windowEvent(e.window.event, time: time)
        case SDL_KEYDOWN.rawValue:
            return keyDown(&e, time: time)
        default:
            return []
        }
    }

    /// Ends a drag without effect (focus lost, pointer gone); nothing stays stuck pressed.
    public func cancelIfDown(time: Double) -> [LiveEvent] {
        guard isPointerDown else { return [] }
        isPointerDown = false
        return [.input(.pointerCancel(time: time))]
    }

    private var screenSize: Size { letterbox.canvas - Size(2 * letterbox.screenOrigin.x, 2 * letterbox.screenOrigin.y) }

    private func point(_ x: Int32, _ y: Int32) -> Point {
        letterbox.screenPoint(windowX: Double(x), windowY: Double(y))
    }

    private func windowEvent(_ kind: UInt8, time: Double) -> [LiveEvent] {
        switch UInt32(kind) {
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue, SDL_WINDOWEVENT_LEAVE.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue:
            return cancelIfDown(time: time)
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue,
             SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
            return [.resized]
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            return [.quit]
        default:
            return []
        }
    }

    private func keyDown(_ e: inout SDL_Event, time: Double) -> [LiveEvent] {
        let sym = UInt32(bitPattern: e.key.keysym.sym)
        let ctrl = (UInt32(e.key.keysym.mod) & UInt32(KMOD_CTRL.rawValue)) != 0
        let isRepeat = e.key.repeat != 0
        if ctrl {
            guard !isRepeat else { return [] }
            switch sym {
            case SDLK_s.rawValue: return [.screenshot]
            case SDLK_r.rawValue: return [.toggleRecording]
            case SDLK_t.rawValue: return [.toggleSlowAnimations]
            case SDLK_q.rawValue, SDLK_w.rawValue: return [.quit]
            case SDLK_1.rawValue...SDLK_9.rawValue: return [.selectStyle(Int(sym - SDLK_1.rawValue) + 1)]
            default: return []
            }
        }
        let shift = (UInt32(e.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
        switch sym {
        case SDLK_F1.rawValue, SDLK_QUESTION.rawValue: return isRepeat ? [] : [.toggleHelp]
        case SDLK_SLASH.rawValue where shift: return isRepeat ? [] : [.toggleHelp]
        case SDLK_SPACE.rawValue: return isRepeat ? [] : [.togglePause]
        case SDLK_PERIOD.rawValue: return [.stepFrame]
        case SDLK_COMMA.rawValue: return [.stepBack]
        case SDLK_HOME.rawValue: return isRepeat ? [] : [.timelineStart]
        case SDLK_END.rawValue: return isRepeat ? [] : [.timelineEnd]
        case SDLK_l.rawValue: return isRepeat ? [] : [.toggleLoop]
        // T alone as Ctrl+T, so that a script's `key t` and the window's T do the same.
        case SDLK_t.rawValue: return isRepeat ? [] : [.toggleSlowAnimations]
        default: break
        }
        let keys: [UInt32: Key] = [
            SDLK_ESCAPE.rawValue: .escape, SDLK_UP.rawValue: .up,
            SDLK_DOWN.rawValue: .down, SDLK_LEFT.rawValue: .left, SDLK_RIGHT.rawValue: .right,
            SDLK_RETURN.rawValue: .enter, SDLK_TAB.rawValue: .tab,
        ]
        guard let key = keys[sym] else { return [] }
        return [.input(.key(key, time: time))]
    }
}
