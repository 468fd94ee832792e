#if canImport(Glibc)
import Glibc
#endif

/// An image file's pixel size read from its header, without decoding it: a scene asks the size of
/// every card's artwork when it is built, and decoding them all to answer kept them all in memory
/// (20 MB for eight cards at 700 × 900). PNG and JPEG; nil for anything else (the caller decodes).
///
///     let size = ImageHeader.size(atPath: "Assets/Art/ocean.png")   // (700, 900)
enum ImageHeader {
    /// Bytes read at most: a JPEG's size sits in its frame header, after any metadata segments.
    static let limit = 256 * 1024

    /// The width and height in pixels, or nil when the header is not a PNG's or a JPEG's.
    static func size(atPath path: String) -> (width: Int, height: Int)? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: limit)
        let n = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, limit, file) }
        return size(of: bytes[0..<n])
    }

    /// The size in `data`, a file's first bytes; nil when they do not hold it (yet).
    static func size(of data: ArraySlice<UInt8>) -> (width: Int, height: Int)? {
        let b = Array(data)
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        // PNG: the signature, then the IHDR chunk whose first fields are width and height.
        if b.count >= 24, b[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
           b[12..<16].elementsEqual(Array("IHDR".utf8)) {
            let w = be32(16), h = be32(20)
            return w > 0 && h > 0 ? (w, h) : nil
        }
        guard isJPEG(data) else { return nil }
        // JPEG: walk the segments to the first start-of-frame (SOF0…SOF15 but DHT, JPG and DAC).
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let h = be16(i + 5), w = be16(i + 7)
                return w > 0 && h > 0 ? (w, h) : nil
            }
            guard marker != 0xD9, marker != 0xDA else { return nil }
            i += 2 + be16(i + 2)
        }
        return nil
    }

    private static func isJPEG(_ data: ArraySlice<UInt8>) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8 && data[data.startIndex + 2] == 0xFF
    }
}
