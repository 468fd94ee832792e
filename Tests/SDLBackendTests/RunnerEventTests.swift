import CSDL2
import SimKit
import Testing
@testable import SDLBackend

/// SDL events to InputEvent.
@Suite("Runner: SDL events become input in points")
@MainActor
struct RunnerEventTests {
    /// A 2x HiDPI window, 390 x 844 units showing the phone edge to edge.
    let translator = EventTranslator(letterbox: Letterbox(canvas: Size(390, 844), drawable: Size(780, 1688),
                                                          window: Size(390, 844)))

    private func button(_ type: SDL_EventType, x: Int32, y: Int32) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.button.button = UInt8(SDL_BUTTON_LEFT)
        e.button.x = x; e.button.y = y
        return e
    }

    private func motion(x: Int32, y: Int32) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.x = x; e.motion.y = y
        return e
    }

    private func window(_ kind: SDL_WindowEventID) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(kind.rawValue)
        return e
    }

    @Test func aDragIsDownMovesUpInScreenPoints() {
        #expect(translator.translate(motion(x: 10, y: 20), time: 1) == [.input(.hover(Point(10, 20), time: 1))])
        #expect(translator.translate(button(SDL_MOUSEBUTTONDOWN, x: 100, y: 500), time: 2) == [.input(.pointerDown(Point(100, 500), time: 2))])
        #expect(translator.translate(motion(x: 100, y: 400), time: 3) == [.input(.pointerMove(Point(100, 400), time: 3))])
        #expect(translator.translate(button(SDL_MOUSEBUTTONUP, x: 100, y: 390), time: 4) == [.input(.pointerUp(Point(100, 390), time: 4))])
        #expect(!translator.isPointerDown)
    }

    @Test func losingFocusOrThePointerMidDragCancels() {
        _ = translator.translate(button(SDL_MOUSEBUTTONDOWN, x: 100, y: 500), time: 0)
        #expect(translator.translate(window(SDL_WINDOWEVENT_FOCUS_LOST), time: 1) == [.input(.pointerCancel(time: 1))])
        // The release that follows is not a second end of the gesture.
        #expect(translator.translate(button(SDL_MOUSEBUTTONUP, x: 100, y: 500), time: 2).isEmpty)
        _ = translator.translate(button(SDL_MOUSEBUTTONDOWN, x: 100, y: 500), time: 3)
        #expect(translator.translate(window(SDL_WINDOWEVENT_LEAVE), time: 4) == [.input(.pointerCancel(time: 4))])
        #expect(translator.translate(window(SDL_WINDOWEVENT_LEAVE), time: 5).isEmpty)
    }

    @Test func theWheelScrollsFortyPointsANotchAndTouchpadsScrollFractions() {
        _ = translator.translate(motion(x: 195, y: 300), time: 0)
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.preciseY = -1          // one notch towards the user: content moves up
        #expect(translator.translate(e, time: 1) == [.input(.wheel(dx: 0, dy: 40, at: Point(195, 300), time: 1))])
        e.wheel.preciseY = 0.25
        e.wheel.direction = UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue)
        #expect(translator.translate(e, time: 2) == [.input(.wheel(dx: 0, dy: 10, at: Point(195, 300), time: 2))])
    }

    @Test func aPressOutsideTheScreenIsNotATouch() {
        let bezel = Bezel(device: .iPhone14)
        let framed = EventTranslator(letterbox: Letterbox(canvas: bezel.canvasSize, screenOrigin: bezel.screenOrigin,
                                                          drawable: bezel.canvasSize, window: bezel.canvasSize))
        #expect(framed.translate(button(SDL_MOUSEBUTTONDOWN, x: 5, y: 5), time: 0).isEmpty)
        #expect(!framed.isPointerDown)
        let m = Int32(bezel.margin)
        #expect(framed.translate(button(SDL_MOUSEBUTTONDOWN, x: m + 10, y: m + 10), time: 0) == [.input(.pointerDown(Point(10, 10), time: 0))])
    }

    @Test func theSimulatorKeys() {
        func key(_ sym: SDL_KeyCode, ctrl: Bool = false) -> [LiveEvent] {
            var e = SDL_Event()
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = SDL_Keycode(bitPattern: sym.rawValue)
            e.key.keysym.mod = ctrl ? UInt16(KMOD_LCTRL.rawValue) : 0
            return translator.translate(e, time: 7)
        }
        #expect(key(SDLK_s, ctrl: true) == [.screenshot])
        #expect(key(SDLK_r, ctrl: true) == [.toggleRecording])
        #expect(key(SDLK_t, ctrl: true) == [.toggleSlowAnimations])
        #expect(key(SDLK_1, ctrl: true) == [.selectStyle(1)])
        #expect(key(SDLK_5, ctrl: true) == [.selectStyle(5)])
        // Ctrl+6 … 9 pick a sixth style and on, where the scene has them; Ctrl+0 is nothing.
        #expect(key(SDLK_9, ctrl: true) == [.selectStyle(9)])
        #expect(key(SDLK_0, ctrl: true) == [])
        #expect(key(SDLK_SPACE) == [.togglePause])
        #expect(key(SDLK_PERIOD) == [.stepFrame])
        #expect(key(SDLK_ESCAPE) == [.input(.key(.escape, time: 7))])
        #expect(key(SDLK_t) == [.toggleSlowAnimations])   // as a script's `key t`
        #expect(key(SDLK_F1) == [.toggleHelp])
        #expect(key(SDLK_QUESTION) == [.toggleHelp])
    }
}
