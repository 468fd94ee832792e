import AppStore
import Foundation
import Playback
import SDLBackend
import Session

/// `cardsim styles [NAME] [--json] [--export uikit|swiftui] [--param STYLE.NAME=VALUE…] [--preset FILE]`:
/// the transition styles, one style's numbers with their sources, or its code with tuned numbers.
///
///     cardsim styles                          # name, title, summary of each style
///     cardsim styles zoom                     # the zoom's table: name, value, unit, range, source
///     cardsim styles zoom --json
///     cardsim styles zoom --export uikit --param zoom.present.damping=0.6
public struct StylesCommand: Equatable, Sendable {
    /// The code `--export` writes.
    public enum Flavor: String, Equatable, Sendable, CaseIterable { case uikit, swiftui }

    public var style: String?
    public var json = false
    public var export: Flavor?
    public var params: [String] = []
    public var preset: String?
    public var help = false

    public static let usage = """
    usage: cardsim styles [--json]                     list the transition styles
           cardsim styles NAME [--json]                the style's numbers: value, unit, range, source
           cardsim styles NAME --export uikit|swiftui [--param STYLE.NAME=VALUE]… [--preset FILE]
                                                       one self-contained Swift file with those numbers
    """

    /// Reads the words after `styles` as every command reads its own (`ArgumentReader`); names,
    /// values and ranges are checked before anything runs.
    public static func parse(_ arguments: [String]) throws(LaunchOptionError) -> StylesCommand {
        var c = StylesCommand()
        var reader = ArgumentReader(arguments, command: .styles)
        while let word = try reader.next() {
            switch word {
            case .option("--help"): c.help = true
            case .option("--json"): c.json = true
            case .option("--export"):
                c.export = Flavor(rawValue: try reader.choice(Flavor.allCases.map(\.rawValue)))
            case .option("--param"):
                let v = try reader.value()
                var t = StyleTuning()
                do { try t.set(assignment: v) } catch { throw LaunchOptionError("cardsim: --param: \(error.message)") }
                c.params.append(v)
            case .option("--preset"): c.preset = try reader.path()
            case .option(let name): throw reader.unhandled(name)
            case .argument(let w):
                guard c.style == nil else { throw reader.unexpected(w) }
                guard CardTransitionStyle(rawValue: w) != nil else {
                    throw LaunchOptionError("cardsim: unknown style '\(w)'; expected one of \(CardTransitionStyle.names.joined(separator: ", "))")
                }
                c.style = w
            }
        }
        if c.export != nil, c.style == nil { throw LaunchOptionError("cardsim: --export needs a style's name (see cardsim styles --help)") }
        try c.checkParamsTuneTheStyle()
        if c.export != nil, c.json { throw LaunchOptionError("cardsim: --export and --json cannot be used together") }
        return c
    }

    /// Each `--param` must change what is printed: one of the named style's numbers. Another
    /// style's would be taken and shown nowhere, and the user would think it applied.
    private func checkParamsTuneTheStyle() throws(LaunchOptionError) {
        guard let assignment = params.first else { return }
        guard let style else {
            throw LaunchOptionError("cardsim: --param tunes a style's numbers: name the style (cardsim styles NAME --param \(assignment))")
        }
        for p in params where !p.hasPrefix(style + ".") {
            let name = String(p.prefix { $0 != "=" })
            let owner = (try? StyleTuning.parameter(named: name))?.0.rawValue ?? "another"
            throw LaunchOptionError("cardsim: --param: \(name) tunes the \(owner) style, not \(style); \(style)'s numbers are named \(style).… (cardsim styles \(style))")
        }
    }

    /// Prints what was asked; returns the exit status (2 for a bad preset).
    @MainActor
    public func run(out: (String) -> Void, err: (String) -> Void) -> Int32 {
        if help { out(Self.usage); return 0 }
        guard let name = style, let s = CardTransitionStyle(rawValue: name), let descriptor = s.descriptor else {
            out(json ? Self.listJSON() : Self.listText())
            return 0
        }
        var tuning = StyleTuning()
        do {
            if let preset { tuning = try loadPreset(preset) }
            for p in params { try tuning.set(assignment: p) }
        } catch let e as RunnerError {
            err(e.description); return e.exitStatus
        } catch {
            err("cardsim: \(error)"); return 2
        }
        let parameters = tuning.parameters(for: s)
        if let export {
            out(StyleCode.file(for: s, parameters: parameters, flavor: export == .uikit ? .uikit : .swiftUI))
            return 0
        }
        out(json ? Self.tableJSON(descriptor.parameters, parameters) : Self.tableText(descriptor, parameters))
        return 0
    }

    @MainActor static func listText() -> String {
        let rows = CardTransitionStyle.allCases.compactMap(\.descriptor).map { d in
            d.style.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) + d.title(.en).padding(toLength: 11, withPad: " ", startingAt: 0)
                + d.summary(.en) + (d.style == CardTransitionStyle.allCases.first ? " (default)" : "")
        }
        return rows.joined(separator: "\n")
    }

    @MainActor static func listJSON() -> String {
        let items = CardTransitionStyle.allCases.compactMap(\.descriptor).map { d in
            "{\"name\":\(JSONText.quoted(d.style.rawValue)),\"title\":\(JSONText.quoted(d.title(.en))),\"summary\":\(JSONText.quoted(d.summary(.en)))}"
        }
        return "{\"styles\":[" + items.joined(separator: ",") + "]}"
    }

    static func tableText(_ d: TransitionStyleDescriptor, _ p: StyleParameters) -> String {
        var lines = ["\(d.style.rawValue): \(d.summary(.en))", ""]
        let width = max(24, (d.parameters.parameters.map(\.name.count).max() ?? 0) + 2)
        for q in d.parameters.parameters {
            let v = p[q.name]
            let value = Self.number(v) + (q.unit.rawValue.isEmpty ? "" : " " + q.unit.rawValue)
            let tuned = v == q.value ? "" : " (tuned; \(Self.number(q.value)) by default)"
            lines.append(q.name.padding(toLength: width, withPad: " ", startingAt: 0)
                         + value.padding(toLength: 10, withPad: " ", startingAt: 0)
                         + "\(Self.number(q.range.lowerBound))…\(Self.number(q.range.upperBound))".padding(toLength: 12, withPad: " ", startingAt: 0)
                         + q.source.kind + tuned)
            lines.append("    " + q.summary)
            lines.append("    " + (q.source.kind == "post" ? "the post: " : "why: ") + q.source.text)
        }
        return lines.joined(separator: "\n")
    }

    static func tableJSON(_ table: StyleParameterTable, _ p: StyleParameters) -> String {
        let rows = table.parameters.map { q in
            var fields = ["\"name\":\(JSONText.quoted(q.name))", "\"value\":\(Self.number(p[q.name]))",
                          "\"default\":\(Self.number(q.value))", "\"unit\":\(JSONText.quoted(q.unit.rawValue))",
                          "\"min\":\(Self.number(q.range.lowerBound))", "\"max\":\(Self.number(q.range.upperBound))",
                          "\"source\":\(JSONText.quoted(q.source.kind))", "\"summary\":\(JSONText.quoted(q.summary))"]
            switch q.source {
            case .post(let line): fields.append("\"post\":\(JSONText.quoted(line))")
            case .decided(let why): fields.append("\"why\":\(JSONText.quoted(why))")
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"style\":\(JSONText.quoted(table.style)),\"parameters\":[" + rows.joined(separator: ",") + "]}"
    }
}

/// Reads a preset file (`--preset`, a `--compare` variant, the stored choice): a missing file or
/// bad content is bad input, `FILE:LINE: message`, exit 2. `source` names who asked for the file.
func loadPreset(_ path: String, source: String = "--preset") throws(RunnerError) -> StyleTuning {
    let data: Data
    do { data = try InputFile.read(path) } catch {
        throw RunnerError.badInput("cardsim: \(source): \(path): \(error.reason)")
    }
    do { return try StyleTuning.decodePreset(Array(data)) } catch {
        throw RunnerError.badInput("\(path):\(error.line ?? 1): \(error.message)")
    }
}

extension StylesCommand {
    /// A parameter's number as the tables print it: whole numbers without a decimal point (`1`,
    /// `400`), others as Swift prints them (`0.82`).
    static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)" }
}

/// `cardsim styles …`: parsed, then run; a bad word exits 2 before anything prints.
@MainActor
func runStylesCommand(_ arguments: [String]) -> Int32 {
    do {
        return try StylesCommand.parse(arguments).run(out: { print($0) }, err: { StandardStream.error.write($0 + "\n") })
    } catch {
        return fail(error.description, 2)
    }
}
