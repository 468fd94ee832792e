/// Breaks text into lines that fit a width, at spaces where it can and between characters where it
/// must (Korean and long words), measuring with the scene's `TextMeasurer`.
@MainActor
public enum TextLayout {
    public static func wrap(_ text: String, font: Font, width: Double, measurer: TextMeasurer, maxLines: Int = .max) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if measurer.size(of: candidate, font: font).width <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line); line = "" }
                // A word wider than the line is split by characters.
                for ch in word {
                    let next = line + String(ch)
                    if !line.isEmpty && measurer.size(of: next, font: font).width > width {
                        lines.append(line)
                        line = String(ch)
                    } else {
                        line = next
                    }
                }
            }
            lines.append(line)
        }
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] += "…"
        }
        return lines
    }
}
