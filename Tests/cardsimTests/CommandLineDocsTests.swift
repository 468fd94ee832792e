import Foundation
import Testing
import AppStore
import TestSupport
@testable import cardsim

/// `--help`, the man page, the bash completion and the docs against the options the parser knows
/// (`CommandSpec`): an option added, renamed or removed in one place and not the others fails here.
@Suite("Command line: help, man page, completion and docs name the options the parser knows")
struct CommandLineDocsTests {
    static func file(_ path: String) throws -> String {
        try String(contentsOfFile: RepoPaths.root + "/" + path, encoding: .utf8)
    }

    /// Every `--word` in `text` (roff's `\-\-` read as `--`, its font changes dropped).
    static func longOptions(in text: String) -> Set<String> {
        let plain = text.replacingOccurrences(of: "\\-", with: "-").replacing(/\\f[BIRP]/, with: " ")
        return Set(plain.matches(of: /(?:^|[^A-Za-z0-9-])(--[a-z][a-z0-9-]*)/).map { String($0.output.1) })
    }

    /// Every option of every command, by every spelling.
    static var known: Set<String> { Set(CommandSpec.all.flatMap(\.allNames)) }

    /// A sample value an option accepts, to show that its parser has a case for it.
    static func sample(_ name: String) -> String {
        switch name {
        case "--lang": "en"
        case "--device": "iphone-se"
        case "--style", "--compare": "zoom"
        case "--dismiss-rule": "projection"
        case "--appearance": "dark"
        case "--renderer": "software"
        case "--date": "2026-12-03"
        case "--frames", "--cycles", "--size": "16"
        case "--param": "zoom.present.duration=0.5"
        case "--export": "uikit"
        default: "1"
        }
    }

    @Test("every option in a command's table is parsed by that command (not refused as unhandled)")
    func everyOptionIsHandled() throws {
        for command in [CommandSpec.run, .bench, .devices] {
            for option in command.options where !option.hidden {
                let words = (command.word.map { [$0] } ?? []) + [option.name] + (option.takesValue ? [Self.sample(option.name)] : [])
                // What an option needs beside it: --compare a recording, bench's --style the file it compares.
                let needs = option.name == "--compare" ? ["--record", "x.mp4"]
                    : command.word == "bench" && option.name == "--style" ? ["--transition", "x.swift"] : []
                do { _ = try LaunchCommand.parse(words + needs) } catch {
                    Issue.record("\(words.joined(separator: " ")): \(error)")
                }
            }
        }
        for option in CommandSpec.styles.options where option.name != "--help" {
            let words = ["zoom", option.name] + (option.takesValue ? [Self.sample(option.name)] : [])
            #expect(throws: Never.self, "\(words)") { try StylesCommand.parse(words) }
        }
        for option in CommandSpec.settings.options where option.name != "--help" {
            #expect(throws: Never.self) { try SettingsCommand.parse([option.name] + (option.takesValue ? ["f.json"] : [])) }
        }
        // The curve command reads any option of its table; an unknown one is refused by name.
        for option in CommandSpec.curve.options where option.name != "--help" {
            #expect(throws: Never.self, "\(option.name)") { try CurveOptions([option.name, "1"]) }
        }
    }

    @Test("--help of each command lists each of its options, and every line fits 80 columns")
    func helpListsEveryOption() {
        for command in CommandSpec.all {
            let help = HelpText.text(for: command.word, environment: ["LANG": "en_US.UTF-8"])
            for name in command.allNames { #expect(help.contains(name), "\(command.title) --help lacks \(name)") }
            for line in help.split(separator: "\n") where line.count > 80 {
                Issue.record("\(command.title) --help: \(line.count) columns: \(line)")
            }
        }
    }

    @Test("the man page names every option of every command, and no other")
    func manPage() throws {
        let man = try Self.file("packaging/cardsim.1")
        let named = Self.longOptions(in: man)
        for name in Self.known where name.hasPrefix("--") { #expect(named.contains(name), "cardsim.1 lacks \(name)") }
        for name in named.subtracting(Self.known).subtracting(Self.foreign) { Issue.record("cardsim.1 names \(name), which no command takes") }
    }

    @Test("the completion offers each command exactly its options, and the styles and settings keys the program has")
    func completion() throws {
        let script = try Self.file("packaging/cardsim.bash")
        func list(_ variable: String) -> [String] {
            guard let m = script.firstMatch(of: try! Regex("\(variable)=\"([^\"]*)\"")) else { return [] }
            return String(m.output[1].substring ?? "").split(separator: " ").map(String.init)
        }
        for command in CommandSpec.all {
            let offered = Set(list("_cardsim_\(command.word ?? "run")_opts"))
            #expect(offered == Set(command.allNames), "\(command.title): completion \(offered.sorted()) vs \(command.allNames.sorted())")
        }
        #expect(list("_cardsim_subcommands") == CommandSpec.subcommands)
        #expect(list("_cardsim_styles") == CardTransitionStyle.names)
        #expect(list("_cardsim_settings_keys") == SettingsCommand.keyNames)
    }

    /// Words that look like options and are not cardsim's: other programs' (swift build, swift
    /// test and its test bundle, the Tools scripts, appstreamcli) and `--name`, which stands for any option.
    static let foreign: Set = ["--static-swift-stdlib", "--export-dynamic", "--filter", "--gifs", "--build-path", "--skip-build", "--no-parallel", "--skip", "--testing-library",
                               "--no-net", "--name"]

    @Test("every option the README and docs/ name is one cardsim takes (or another program's, listed)")
    func docsNameOnlyRealOptions() throws {
        let pages = try DocsPages.all()
        for page in pages {
            for name in Self.longOptions(in: try Self.file(page)).subtracting(Self.known).subtracting(Self.foreign) {
                Issue.record("\(page) names \(name), which no cardsim command takes")
            }
        }
    }

    @Test("the README fits 160 lines and holds today's figures, not a diary: no dates")
    func readmeIsShortAndUndated() throws {
        let readme = try Self.file("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 161, "README.md has \(lines.count - 1) lines")
        let dated = lines.filter { $0.contains(/20[0-9][0-9]-[01][0-9]-[0-3][0-9]/) && !$0.contains("YYYY") }
        #expect(dated.isEmpty, "dated lines: \(dated)")
    }

    @Test("the README names the user-facing essentials: the keys, CARDSIM_ASSETS, Ctrl+W, the man page")
    func readmeEssentials() throws {
        let readme = try Self.file("README.md")
        for word in ["CARDSIM_ASSETS", "Ctrl+W", "man cardsim", "--output-dir", "--no-bezel", "docs/cards.md"] {
            #expect(readme.contains(word), "README.md lacks \(word)")
        }
    }

    @Test("the version is written once, and the CHANGELOG has a heading for it")
    func version() throws {
        let changelog = try Self.file("CHANGELOG.md")
        let heading = try Regex("\\n## \\d{4}-\\d\\d-\\d\\d — \(Version.number.replacingOccurrences(of: ".", with: "\\."))\\n")
        #expect(changelog.contains(heading))
        var hits: [String] = []
        for folder in ["Sources"] {
            let root = RepoPaths.root + "/" + folder
            for case let path as String in FileManager.default.enumerator(atPath: root) ?? .init() where path.hasSuffix(".swift") {
                if try String(contentsOfFile: root + "/" + path, encoding: .utf8).contains("\"\(Version.number)\"") { hits.append(path) }
            }
        }
        #expect(hits == ["cardsim/CommandLine/Version.swift"])
    }
}

/// The pages a reader sees.
enum DocsPages {
    static func all() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: RepoPaths.root + "/docs")
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md"] + docs
    }
}
