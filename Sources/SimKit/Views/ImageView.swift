/// UIImageView with `.scaleAspectFill`: the image covers the bounds, centred, clipped to them.
@MainActor
public final class ImageView: View {
    public var imageName: String?
    /// The image's natural size (pixels); aspect fill needs only the ratio.
    public var imageSize: Size?
    /// Where the image is anchored when it overflows vertically: 0 top, 0.5 centre.
    public var verticalAnchor = 0.5

    public init(imageName: String?, imageSize: Size?) {
        self.imageName = imageName; self.imageSize = imageSize
        super.init()
        clipsToBounds = true
    }

    public override func draw(in rect: Rect, canvas: Canvas) {
        guard let imageName, let s = imageSize, s.width > 0, s.height > 0 else { return }
        let scale = max(rect.width / s.width, rect.height / s.height)
        let w = s.width * scale, h = s.height * scale
        let dest = Rect(rect.midX - w / 2, rect.minY + (rect.height - h) * verticalAnchor, w, h)
        canvas.image(imageName, dest: dest, clipRect: rect, radius: presentationCornerRadius)
    }
}
