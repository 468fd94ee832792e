import Foundation
import SDLBackend

/// `cardsim icon FILE [--size N]`: writes CardSim's icon as a PNG, N × N pixels (256 by default),
/// for a desktop entry; `make install` runs it. Exit 2 for bad arguments, 1 when the file cannot
/// be written.
@MainActor
func runIconCommand(_ arguments: [String]) -> Int32 {
    let usage = "usage: cardsim icon FILE.png [--size N]   write CardSim's icon, N × N pixels (16 to 1024, default 256)"
    var path: String?
    var size = 256
    var words = arguments[...]
    while let w = words.popFirst() {
        switch w {
        case "-h", "--help":
            print(usage)
            return 0
        case "--size":
            guard let v = words.popFirst().flatMap(Int.init), (16...1024).contains(v) else {
                return fail("cardsim: icon --size: expected a whole number of pixels from 16 to 1024\n\(usage)", 2)
            }
            size = v
        default:
            guard path == nil, !w.hasPrefix("-") else { return fail("cardsim: icon: unexpected \(w)\n\(usage)", 2) }
            path = w
        }
    }
    guard let path else { return fail("cardsim: icon: name the PNG file to write\n\(usage)", 2) }
    guard path.lowercased().hasSuffix(".png") else { return fail("cardsim: icon \(path): the icon is written as PNG; name a .png file", 2) }
    do {
        try AppIcon.writePNG(to: path, pixels: size, assets: try AssetLocator())
        return 0
    } catch {
        return fail("cardsim: icon \(path): \(error)", 1)
    }
}
