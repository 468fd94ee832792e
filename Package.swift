// swift-tools-version:6.0
import PackageDescription

// Layers (docs/architecture.md): the cardsim executable wires SDLBackend (the only target that imports CSDL2) to
// AppStore. SDLBackend stands on Session (time, input, the journal, scripts in and out: a session
// run without drawing it, so that a second backend need not copy it); Session and AppStore stand on
// Playback (the scene protocol, scripts, the trace line), which stands on SimKit (UIKit's nouns),
// which stands on Motion. Each target lists exactly what it imports.
// The command line and the settings file name the app's settings, so they live in cardsim, and
// cardsimTests reaches them with `@testable import cardsim`.
// UIKit gives SimKit UIKit's names for a user's transition file; TransitionFile compiles such a file
// with swiftc and dlopens it. A process that loads one must export its symbols (the file's library
// leaves SimKit's and UIKit's undefined and binds them to the host's, the one copy of the kit) and
// must use the shared Swift runtime, so `make build` links without --static-swift-stdlib
// (docs/architecture.md, "A user's transition file").
/// The host's symbols in its dynamic symbol table, for the transition files it dlopens.
let exportsSymbols = LinkerSetting.unsafeFlags(["-Xlinker", "--export-dynamic"])
/// Swift Testing declares an overlay for a file that imports it beside a module named UIKit, which
/// exists only on Apple's platforms; the tests that use CardSim's UIKit module go without it.
let noTestingOverlays = SwiftSetting.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])

let package = Package(
    name: "CardSim",
    platforms: [.macOS(.v14)],
    products: [.executable(name: "cardsim", targets: ["cardsim"])],
    targets: [
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        .target(name: "Motion"),
        .target(name: "SimKit", dependencies: ["Motion"]),
        .target(name: "Playback", dependencies: ["SimKit"]),
        .target(name: "AppStore", dependencies: ["Playback", "SimKit", "Motion"]),
        .target(name: "Session", dependencies: ["Playback", "SimKit"]),
        .target(name: "SDLBackend", dependencies: ["CSDL2", "Session", "Playback", "SimKit"]),
        .target(name: "UIKit", dependencies: ["SimKit", "Motion"]),
        .target(name: "TransitionFile", dependencies: ["UIKit", "SimKit"]),
        .executableTarget(name: "cardsim", dependencies: ["SDLBackend", "Session", "AppStore", "Playback", "SimKit", "Motion", "TransitionFile"],
                          linkerSettings: [exportsSymbols]),
        .target(name: "TestSupport", dependencies: ["Session", "Playback", "SimKit", "AppStore"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion"], exclude: ["Fixtures"]),
        .testTarget(name: "SimKitTests", dependencies: ["SimKit", "Motion", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "PlaybackTests", dependencies: ["Playback", "SimKit", "TestSupport"]),
        .testTarget(name: "AppStoreTests", dependencies: ["AppStore", "Playback", "SimKit", "Motion", "TestSupport"],
                    exclude: ["Parameters/Exports"]),
        .testTarget(name: "SessionTests", dependencies: ["Session", "AppStore", "Playback", "SimKit", "TestSupport"]),
        .testTarget(name: "cardsimTests", dependencies: ["cardsim", "SDLBackend", "Session", "AppStore", "Playback", "SimKit", "TestSupport"]),
        .testTarget(name: "TransitionFileTests", dependencies: ["TransitionFile", "UIKit", "AppStore", "Playback", "SimKit", "TestSupport",
                                                            "SDLBackend", "Session", "cardsim"],
                    swiftSettings: [noTestingOverlays], linkerSettings: [exportsSymbols]),
        .testTarget(name: "SDLBackendTests", dependencies: ["SDLBackend", "Session", "AppStore", "Playback", "SimKit", "TestSupport", "CSDL2"], exclude: ["Golden"]),
    ]
)
