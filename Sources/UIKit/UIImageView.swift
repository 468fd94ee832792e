import SimKit

/// UIImage: one of the images CardSim can draw, by name. `UIImage(named:)` finds the cards'
/// artwork by file name, with or without its extension (`"aurora"` or `"aurora.png"`), and is nil
/// for any other name, as UIKit's is for a name the app's assets lack.
public struct UIImage: Hashable, Sendable {
    /// The path the window's image catalog draws.
    let path: String
    /// In the image's own pixels, which CardSim draws as points.
    public let size: CGSize

    @MainActor
    public init?(named name: String) {
        guard let window = Window.running else {
            preconditionFailure("UIImage(named:) was called outside a scene's frame, event or transition: CardSim finds the images in the scene, which has none here")
        }
        let file = { (path: String) in String(path.split(separator: "/").last ?? "") }
        let stem = { (path: String) in String(file(path).split(separator: ".").first ?? "") }
        guard let path = window.namedImagePaths.first(where: { file($0) == name || stem($0) == name }),
              let size = window.imageCatalog?.imageSize(path) else { return nil }
        self.path = path
        self.size = size
    }
}

extension UIView {
    /// UIView.ContentMode, the three a picture is drawn with in CardSim; the others are refused
    /// at compile time rather than drawn as one of these.
    public struct ContentMode: Hashable, Sendable {
        let fit: Fit
        enum Fit: Hashable, Sendable { case fill, aspectFit, aspectFill }
        /// Stretched to the bounds (UIKit's default).
        public static let scaleToFill = ContentMode(fit: .fill)
        /// Whole, as large as fits, centred.
        public static let scaleAspectFit = ContentMode(fit: .aspectFit)
        /// Covering the bounds, centred; what overflows shows unless `clipsToBounds`.
        public static let scaleAspectFill = ContentMode(fit: .aspectFill)
        @available(*, unavailable, message: "CardSim draws images with .scaleToFill, .scaleAspectFit or .scaleAspectFill") public static var center: ContentMode { fatalError("unavailable") }
        @available(*, unavailable, message: "CardSim draws images with .scaleToFill, .scaleAspectFit or .scaleAspectFill") public static var top: ContentMode { fatalError("unavailable") }
        @available(*, unavailable, message: "CardSim draws images with .scaleToFill, .scaleAspectFit or .scaleAspectFill") public static var redraw: ContentMode { fatalError("unavailable") }
    }
}

/// UIImageView: a `UIImage` drawn in the view's bounds by `contentMode`, with SimKit's image
/// drawing (rounded by the view's corner radius).
///
///     let art = UIImageView(image: UIImage(named: "aurora"))
///     art.contentMode = .scaleAspectFill
///     art.clipsToBounds = true
open class UIImageView: UIView {
    open var image: UIImage?
    open var contentMode: UIView.ContentMode = .scaleToFill

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect = .zero) { super.init(frame: frame) }

    open override func draw(in rect: CGRect, canvas: Canvas) {
        guard let image, image.size.width > 0, image.size.height > 0, rect.width > 0, rect.height > 0 else { return }
        var dest = rect
        if contentMode != .scaleToFill {
            let sx = rect.width / image.size.width, sy = rect.height / image.size.height
            let scale = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let size = CGSize(image.size.width * scale, image.size.height * scale)
            dest = CGRect(rect.midX - size.width / 2, rect.midY - size.height / 2, size.width, size.height)
        }
        canvas.image(image.path, dest: dest, clipRect: clipsToBounds ? rect : dest, radius: presentationCornerRadius)
    }
}
