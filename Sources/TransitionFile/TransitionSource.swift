import Foundation

/// A transition file as read, checked and searched before anything compiles: its text, and the
/// class CardSim makes, the one that adopts `UIViewControllerTransitioningDelegate` or
/// `UINavigationControllerDelegate` (in its own declaration or in an extension), or the one
/// `FILE:ClassName` names. CardSim presents the story with a transitioning delegate and pushes
/// it with a navigation delegate only; a class that adopts both presents, as the built-in zoom
/// presents its cards and keeps its navigation path for pushes.
public struct TransitionSource: Equatable, Sendable {
    /// The protocol a delegate class adopts.
    static let delegateProtocol = "UIViewControllerTransitioningDelegate"
    /// The protocol a navigation controller's delegate adopts: CardSim pushes the story with it.
    static let navigationProtocol = "UINavigationControllerDelegate"
    static let delegateProtocols: Set = [delegateProtocol, navigationProtocol]

    /// The path as the user gave it: every message names the file this way.
    public let path: String
    public let bytes: [UInt8]
    /// The delegate class, and where it is declared.
    public let className: String
    public let line: Int
    public let column: Int

    /// Reads `spec` (`FILE` or `FILE:ClassName`) and finds its delegate class.
    public static func read(_ spec: String) throws(TransitionFileError) -> TransitionSource {
        let (path, named) = split(spec)
        let bytes = try readBytes(path)
        let adopters = delegateClasses(in: bytes)
        let classes = classDeclarations(in: bytes)
        if let named {
            guard let decl = classes[named] else {
                throw .at(path, line: 1, column: 1, "no class \(named) in this file (\(spec) names it)")
            }
            return TransitionSource(path: path, bytes: bytes, className: named, line: decl.line, column: decl.column)
        }
        switch adopters.count {
        case 0:
            throw .at(path, line: 1, column: 1, "no class adopts \(delegateProtocol) or \(navigationProtocol); "
                + "CardSim presents with one (`class MyTransition: NSObject, \(delegateProtocol)`)")
        case 1:
            let name = adopters[0].text
            let decl = classes[name] ?? (adopters[0].line, adopters[0].column)
            return TransitionSource(path: path, bytes: bytes, className: name, line: decl.line, column: decl.column)
        default:
            let first = adopters[0], second = adopters[1]
            let adopted = first.protocolName == second.protocolName ? second.protocolName
                : "a delegate protocol (\(delegateProtocol), \(navigationProtocol))"
            throw .at(path, line: second.line, column: second.column,
                      "\(second.text) and \(first.text) (line \(first.line)) both adopt \(adopted); "
                      + "name the one to run: --transition \(path):\(second.text)")
        }
    }

    /// `FILE:ClassName` → the file and the name; a colon followed by anything but an identifier is
    /// part of the path.
    static func split(_ spec: String) -> (path: String, className: String?) {
        guard let colon = spec.lastIndex(of: ":") else { return (spec, nil) }
        let name = String(spec[spec.index(after: colon)...])
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return (spec, nil) }
        return (String(spec[..<colon]), name)
    }

    private static func readBytes(_ path: String) throws(TransitionFileError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .file(path, "no such file")
        }
        if isDirectory.boolValue { throw .file(path, "is a folder, not a Swift file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw .file(path, "cannot be read") }
        let bytes = [UInt8](data)
        if bytes.contains(0) || String(validating: bytes, as: UTF8.self) == nil {
            throw .at(path, line: 1, column: 1, "not Swift source: the file holds binary data")
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw .at(path, line: 1, column: 1, "the file is empty; it needs a class that adopts \(delegateProtocol)")
        }
        return bytes
    }

    /// Each class that adopts either delegate protocol, once, in file order: the token naming it
    /// (its declaration's name, or the extended type's), and the protocol it adopts there (the
    /// transitioning delegate's, where it adopts both).
    static func delegateClasses(in bytes: [UInt8]) -> [Adopter] {
        var found: [Adopter] = []
        for (name, inherits) in inheritanceClauses(SwiftLexer.tokens(bytes)) {
            let adopted = inherits.intersection(delegateProtocols)
            guard !adopted.isEmpty else { continue }
            let protocolName = adopted.contains(delegateProtocol) ? delegateProtocol : navigationProtocol
            if let k = found.firstIndex(where: { $0.token.text == name.text }) {
                if protocolName == delegateProtocol { found[k].protocolName = delegateProtocol }
            } else {
                found.append(Adopter(token: name, protocolName: protocolName))
            }
        }
        return found
    }

    /// A class that adopts a delegate protocol, where it first does.
    struct Adopter {
        let token: SwiftLexer.Token
        var protocolName: String
        var text: String { token.text }
        var line: Int { token.line }
        var column: Int { token.column }
    }

    /// Where each class of the file is declared, by name.
    static func classDeclarations(in bytes: [UInt8]) -> [String: (line: Int, column: Int)] {
        let tokens = SwiftLexer.tokens(bytes)
        var out: [String: (line: Int, column: Int)] = [:]
        for k in tokens.indices.dropLast() where tokens[k].text == "class" && isTypeName(tokens[k + 1]) {
            out[tokens[k + 1].text] = out[tokens[k + 1].text] ?? (tokens[k].line, tokens[k].column)
        }
        return out
    }

    /// `class Name<…>: A, B {` and `extension Name: A, B {`: the name and the words of its
    /// inheritance clause (up to `where` or the brace).
    private static func inheritanceClauses(_ tokens: [SwiftLexer.Token]) -> [(SwiftLexer.Token, Set<String>)] {
        var out: [(SwiftLexer.Token, Set<String>)] = []
        var k = 0
        while k + 1 < tokens.count {
            defer { k += 1 }
            guard tokens[k].text == "class" || tokens[k].text == "extension", isTypeName(tokens[k + 1]) else { continue }
            let name = tokens[k + 1]
            var j = k + 2
            if j < tokens.count, tokens[j].text == "<" {              // generic parameters
                var depth = 0
                repeat {
                    if tokens[j].text == "<" { depth += 1 } else if tokens[j].text == ">" { depth -= 1 }
                    j += 1
                } while depth > 0 && j < tokens.count
            }
            guard j < tokens.count, tokens[j].text == ":" else { continue }
            var words: Set<String> = []
            j += 1
            while j < tokens.count, tokens[j].text != "{", tokens[j].text != "where" {
                if tokens[j].isIdentifier { words.insert(tokens[j].text) }
                j += 1
            }
            out.append((name, words))
        }
        return out
    }

    /// An identifier that can name a type here: not `class func`, `class var` and the like.
    static func isTypeName(_ token: SwiftLexer.Token) -> Bool {
        token.isIdentifier && !["func", "var", "let", "subscript", "init", "override", "final", "static", "private",
                                "fileprivate", "public", "open", "internal", "protocol"].contains(token.text)
            && !(token.text.first?.isNumber ?? true)
    }
}
