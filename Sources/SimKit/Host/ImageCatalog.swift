/// Looks up the pixel size of images by name so the core can lay out aspect-fill artwork.
@MainActor
public protocol ImageCatalog: AnyObject {
    /// The image's natural size in pixels, or nil when it cannot be loaded.
    func imageSize(_ name: String) -> Size?
    /// Says which images are likely to be drawn soon, most likely first (like UIKit's
    /// `UICollectionViewDataSourcePrefetching`): a catalog that holds pixels may start decoding
    /// them, so that a view scrolled into sight does not wait for its image. Drawing is the same
    /// whether it does or not.
    func prefetch(_ names: [String])
}

extension ImageCatalog {
    /// A catalog that holds no pixels (sizes only) has nothing to prepare.
    public func prefetch(_ names: [String]) {}
}
