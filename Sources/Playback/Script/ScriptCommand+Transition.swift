/// `set transition FILE.swift[:Class]`: which files a script runs, and the style each becomes.
extension ScriptCommand {
    /// The style a transition file runs as: its name without the folder or a `:ClassName`
    /// ("Transitions/FadeScale.swift:Fade" runs as "FadeScale.swift"), as `--transition` names it.
    public static func transitionStyleName(_ spec: String) -> String {
        var path = Substring(spec)
        if let colon = path.lastIndex(of: ":") {
            let name = path[path.index(after: colon)...]
            if let first = name.first, first.isLetter || first == "_",
               name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { path = path[..<colon] }
        }
        return String(path.split(separator: "/").last ?? path)
    }
}

extension Script {
    /// Each `set transition` file (under `at` too) with its line, in script order: what the runner
    /// compiles and loads before the first frame.
    public var transitionFiles: [(file: String, line: Int)] {
        entries.compactMap { entry in
            switch entry.command {
            case .setTransition(let file), .at(_, .setTransition(let file)): (file, entry.line)
            default: nil
            }
        }
    }
}
