import Foundation
import SDLBackend

/// `cardsim icon FILE [--size N]`: writes CardSim's icon as a PNG, N × N pixels (256 by default),
/// for a desktop entry; `make install` runs it. Exit 2 for bad arguments, 1 when the file cannot
/// be written.
@MainActor
func runIconCommand(_ arguments: [String]) -> Int32 {
    var path: String?
    var size = 256
    do {
        var reader = ArgumentReader(arguments, command: .icon)
        while let word = try reader.next() {
            switch word {
            case .option("--size"): size = Int(try reader.number(in: 16...1024, integer: true))
            case .option(let name): throw reader.unhandled(name)
            case .argument(let w):
                guard path == nil else { throw reader.unexpected(w) }
                path = w
            }
        }
    } catch {
        return fail("\(error)", 2)
    }
    guard let path else { return fail("cardsim: name the PNG file to write (see cardsim icon --help)", 2) }
    guard path.lowercased().hasSuffix(".png") else { return fail("cardsim: \(path): the icon is written as PNG; name a .png file", 2) }
    do {
        try AppIcon.writePNG(to: path, pixels: size, assets: try AssetLocator())
        return 0
    } catch {
        return fail("cardsim: \(path): \(error)", 1)
    }
}
