import SimKit
extension Script {
    /// Parses a script file as it was read: as ``parse(_:file:screenSize:cardCount:tabCount:styleNames:parameterCheck:)``,
    /// and a line that is not UTF-8 is an error in its place in line order, its bytes escaped
    /// (`\xff`) rather than shown as replacement characters.
    /// - Throws: the first bad line as `ScriptError` (`FILE:LINE: message`).
    public static func parse(_ bytes: [UInt8], file: String, screenSize: Size = Device.standard.size,
                             cardCount: Int? = nil, tabCount: Int? = nil, styleNames: [String]? = nil,
                             parameterCheck: ParameterCheck? = nil) throws(ScriptError) -> Script {
        let notUTF8 = firstLineNotUTF8(bytes, file: file)
        let script: Script
        do {
            script = try parse(String(decoding: bytes, as: UTF8.self), file: file, screenSize: screenSize,
                               cardCount: cardCount, tabCount: tabCount, styleNames: styleNames, parameterCheck: parameterCheck)
        } catch {
            // On the same line the parser's complaint is about the replacement character: the
            // bytes say more.
            if let notUTF8, notUTF8.line <= error.line { throw notUTF8 }
            throw error
        }
        if let notUTF8 { throw notUTF8 }
        return script
    }

    /// The first line, counted as the parser counts them (split at each LF), that is not UTF-8.
    private static func firstLineNotUTF8(_ bytes: [UInt8], file: String) -> ScriptError? {
        for (i, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
        where !EscapedText.isUTF8(line) {
            let text = line.last == 0x0D ? line.dropLast() : line
            return ScriptError(file: file, line: i + 1,
                               message: "this line is not UTF-8: '\(EscapedText.of(Array(text)))' (save the script as UTF-8)")
        }
        return nil
    }
}
