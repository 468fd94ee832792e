/// Text from a user's file made safe to quote in a message: bytes that are not UTF-8 become
/// `\xff`, and control characters become `\x1b` (or `\u{85}`), so the message shows what the file
/// holds instead of a replacement character, and an escape sequence in a script cannot recolour or
/// rewrite the terminal it is reported on.
///
///     EscapedText.of([0x66, 0x72, 0xFF])     // "fr\xff"
///     EscapedText.of("red\u{1B}[31m")        // "red\x1b[31m"
public enum EscapedText {
    /// `bytes` as printable text; UTF-8 other than control characters is kept as it is.
    public static func of(_ bytes: [UInt8]) -> String {
        var out = "", i = 0
        while i < bytes.count {
            // A fresh parser at each scalar: on an error it says how many bytes were bad, and
            // those bytes are still here to be shown.
            var parser = Unicode.UTF8.ForwardParser()
            var rest = bytes[i...].makeIterator()
            switch parser.parseScalar(from: &rest) {
            case .valid(let encoded):
                out += of(scalar: Unicode.UTF8.decode(encoded))
                i += encoded.count
            case .error(let length):
                for b in bytes[i..<i + length] { out += "\\x" + hex(UInt32(b)) }
                i += length
            case .emptyInput:
                i = bytes.count
            }
        }
        return out
    }

    /// `text` with its control characters escaped.
    public static func of(_ text: String) -> String {
        text.unicodeScalars.map(of(scalar:)).joined()
    }

    /// Whether `bytes` is UTF-8 throughout.
    static func isUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        Array(String(decoding: bytes, as: UTF8.self).utf8) == Array(bytes)
    }

    private static func of(scalar: Unicode.Scalar) -> String {
        guard scalar.properties.generalCategory == .control else { return String(scalar) }
        return scalar.value < 0x80 ? "\\x" + hex(scalar.value) : "\\u{" + String(scalar.value, radix: 16) + "}"
    }

    private static func hex(_ v: UInt32) -> String {
        let digits = String(v, radix: 16)
        return digits.count < 2 ? "0" + digits : digits
    }
}
