/// A font request: the bundled family at a size in points and a weight.
public struct Font: Hashable, Sendable {
    public enum Weight: String, Hashable, Sendable { case regular, semibold, bold }
    public var size: Double
    public var weight: Weight
    public init(size: Double, weight: Weight = .regular) { self.size = size; self.weight = weight }
    public static func system(_ size: Double, _ weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }
}
