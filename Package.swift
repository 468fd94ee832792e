// swift-tools-version:6.0
import PackageDescription

// Layers (DESIGN.md): the cardsim executable wires SDLBackend (the only target that imports CSDL2) to
// AppStore; both stand on SimKit, which stands on Motion. Each target lists exactly what it imports.
let package = Package(
    name: "CardSim",
    platforms: [.macOS(.v14)],
    products: [.executable(name: "cardsim", targets: ["cardsim"])],
    targets: [
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        .target(name: "Motion"),
        .target(name: "SimKit", dependencies: ["Motion"]),
        .target(name: "AppStore", dependencies: ["SimKit", "Motion"]),
        // SDLBackend reads and writes the app's settings file (AppSettings), so it sits above AppStore.
        .target(name: "SDLBackend", dependencies: ["CSDL2", "SimKit", "AppStore"]),
        .executableTarget(name: "cardsim", dependencies: ["SDLBackend", "AppStore", "SimKit", "Motion"]),
        .target(name: "TestSupport", dependencies: ["SimKit", "AppStore"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion"], exclude: ["Fixtures"]),
        .testTarget(name: "SimKitTests", dependencies: ["SimKit", "Motion", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "AppStoreTests", dependencies: ["AppStore", "SimKit", "Motion", "TestSupport"]),
        .testTarget(name: "SDLBackendTests", dependencies: ["SDLBackend", "AppStore", "SimKit", "TestSupport", "CSDL2"], exclude: ["Golden"]),
    ]
)
