import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
import SDLBackend
import SimKit

/// Headless canvases and pixel probes shared by the Render* suites.
@MainActor
enum RenderProbe {
    /// The repository's Assets folder, found from this file so tests run from any directory.
    static let assets: AssetLocator = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return AssetLocator(root: path + "/Assets")
    }()

    /// A software-rendered canvas of `size` points; the offscreen video driver keeps SDL headless.
    static func canvas(_ w: Double = 100, _ h: Double = 100, scale: Double = 1) throws -> OffscreenCanvas {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        return try OffscreenCanvas(size: Size(w, h), scale: scale, software: true, assets: assets)
    }

    /// Renders `commands` on white and returns the RGBA bytes.
    static func render(_ canvas: OffscreenCanvas, _ commands: [DrawCommand], ahead: [[DrawCommand]] = []) throws -> Pixels {
        try canvas.render(commands, ahead: ahead)
        return Pixels(bytes: try canvas.readPixels(), width: canvas.pixelWidth, height: canvas.pixelHeight)
    }

    /// How many pixels of two RGBA frames differ by more than `tolerance` in a colour channel.
    /// Rows are compared whole first (memcmp), so equal rows cost next to nothing even in a debug
    /// build: comparing byte by byte was nine tenths of the damage test's time.
    static func differingPixels(_ a: [UInt8], _ b: [UInt8], rowBytes: Int, tolerance: Int = 1) -> Int {
        precondition(a.count == b.count && rowBytes > 0 && a.count % rowBytes == 0)
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                let x = pa.baseAddress!, y = pb.baseAddress!
                var bad = 0
                for row in stride(from: 0, to: a.count, by: rowBytes) where memcmp(x + row, y + row, rowBytes) != 0 {
                    for i in stride(from: row, to: row + rowBytes, by: 4) {
                        let dr = abs(Int(x[i]) - Int(y[i])), dg = abs(Int(x[i + 1]) - Int(y[i + 1])), db = abs(Int(x[i + 2]) - Int(y[i + 2]))
                        if max(dr, dg, db) > tolerance { bad += 1 }
                    }
                }
                return bad
            }
        }
    }

    /// A scratch directory unique to this process and call.
    static func temporaryDirectory() -> String {
        var template = Array("/tmp/cardsim-render-XXXXXX".utf8CString)
        let dir = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        return String(cString: dir!)
    }
}

/// RGBA bytes of one frame with pixel lookup.
struct Pixels {
    let bytes: [UInt8]
    let width: Int
    let height: Int

    /// (r, g, b) at pixel (x, y).
    func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let i = (y * width + x) * 4
        return (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]))
    }

    /// True when (x, y) is within `tolerance` of (r, g, b) in every channel.
    func isColor(_ x: Int, _ y: Int, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 2) -> Bool {
        let p = rgb(x, y)
        return abs(p.r - r) <= tolerance && abs(p.g - g) <= tolerance && abs(p.b - b) <= tolerance
    }

    func isWhite(_ x: Int, _ y: Int) -> Bool { isColor(x, y, 255, 255, 255) }

    /// Pixels in the rectangle that are not white.
    func inkCount(x: Int, y: Int, w: Int, h: Int) -> Int {
        var n = 0
        for yy in max(0, y)..<min(height, y + h) { for xx in max(0, x)..<min(width, x + w) where !isWhite(xx, yy) { n += 1 } }
        return n
    }

    /// The rectangle's bytes, for comparing two drawings.
    func region(x: Int, y: Int, w: Int, h: Int) -> [UInt8] {
        var out: [UInt8] = []
        for yy in y..<(y + h) { out += bytes[((yy * width + x) * 4)..<((yy * width + x + w) * 4)] }
        return out
    }
}

/// The golden-image check the screen tests share: compares a render with `Golden/NAME@2x.png`
/// beside the tests, pixel for pixel, or records it when `CARDSIM_RECORD_GOLDEN=1`. Recording
/// fails the test, so a run that records can never pass as a check.
@MainActor
enum GoldenImage {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["CARDSIM_RECORD_GOLDEN"] == "1" }

    /// Writes `golden` from `canvas` and fails the test: run again without the variable to check it.
    static func record(_ golden: String, from canvas: OffscreenCanvas) throws {
        try canvas.savePNG(golden)
        Issue.record("recorded \(golden) (CARDSIM_RECORD_GOLDEN=1 always fails; run again without it to check)")
    }

    static func check(_ name: String, pixels px: Pixels, canvas: OffscreenCanvas, scale: Int = 2,
                      filePath: String = #filePath) throws {
        let golden = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)@\(scale)x.png").path
        if isRecording { return try record(golden, from: canvas) }
        let expected = try #require(AppScreenPixelTests().loadPNG(golden), "missing golden; record with CARDSIM_RECORD_GOLDEN=1")
        #expect(expected.width == px.width && expected.height == px.height)
        var off = 0
        for i in stride(from: 0, to: min(px.bytes.count, expected.bytes.count), by: 4)
        where px.bytes[i..<i + 3] != expected.bytes[i..<i + 3] { off += 1 }
        guard off > 0 else { return }
        // The render as it came out, to look at beside the golden image.
        let failures = FileManager.default.temporaryDirectory.appendingPathComponent("cardsim-golden-failures")
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actual = failures.appendingPathComponent("\(name)@\(scale)x.png").path
        try? canvas.savePNG(actual)
        #expect(off == 0, "\(off) pixels differ from \(name)@\(scale)x.png; this render: \(actual)")
    }
}
