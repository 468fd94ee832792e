#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds CardSim's Assets directory without a hard-coded absolute path: `CARDSIM_ASSETS` first,
/// then walking up from the executable's directory and from the current directory until a folder
/// holds `Assets/Fonts/NanumBarunGothic.ttf`, or `share/cardsim/Assets/…` (where `make install` puts
/// them: `PREFIX/bin/cardsim` finds `PREFIX/share/cardsim/Assets`).
///
///     let assets = try AssetLocator()
///     let font = assets.resolve("Fonts/NanumBarunGothic.ttf")
public struct AssetLocator: Sendable {
    /// The file whose presence marks an Assets directory.
    public static let marker = "Fonts/NanumBarunGothic.ttf"
    /// Where an installed CardSim keeps its Assets, under the install prefix.
    public static let installedAssets = "share/cardsim/Assets"
    /// The Assets directory, absolute or relative to the current directory.
    public let root: String

    /// Uses `root` as the Assets directory as given (tests, `--assets`-style overrides).
    public init(root: String) { self.root = root }

    /// Discovers the Assets directory; throws a message that says what to do when none is found.
    public init() throws {
        let env = getenv("CARDSIM_ASSETS").map { String(cString: $0) }
        if let env, !env.isEmpty {
            guard Self.exists(env + "/" + Self.marker) else {
                throw SDLError.missingFile("CARDSIM_ASSETS=\(env) has no \(Self.marker); point it at the Assets folder "
                    + "of CardSim (the one holding Fonts/), or unset it")
            }
            root = env
            return
        }
        var starts: [String] = []
        if let exe = Self.executableDirectory() { starts.append(exe) }
        if let cwd = Self.currentDirectory() { starts.append(cwd) }
        for start in starts {
            if let found = Self.search(upFrom: start) { root = found; return }
        }
        throw SDLError.missingFile("CardSim cannot find its fonts: no Assets/\(Self.marker) above \(starts.joined(separator: " or ")). "
            + "Reinstall CardSim (make install), run it from the repository, or set CARDSIM_ASSETS=/path/to/Assets")
    }

    /// `relative` inside the Assets directory; absolute paths come back unchanged.
    public func resolve(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : root + "/" + relative
    }

    /// The font file `name` (a path inside Assets, such as `Fonts/Inter-Bold.otf`), checked to exist.
    public func fontPath(_ name: String) throws -> String {
        let path = resolve(name)
        guard Self.exists(path) else {
            throw SDLError.missingFile("missing font \(path): reinstall the Assets folder (Assets/\(name)) "
                + "or set CARDSIM_ASSETS=/path/to/Assets")
        }
        return path
    }

    /// The nearest `dir/Assets` (or `dir` itself when it is an Assets folder) walking up from `start`.
    static func search(upFrom start: String) -> String? {
        var dir = start
        for _ in 0..<12 {
            if exists(dir + "/Assets/" + marker) { return dir + "/Assets" }
            if exists(dir + "/" + installedAssets + "/" + marker) { return dir + "/" + installedAssets }
            if exists(dir + "/" + marker) { return dir }
            guard let slash = dir.lastIndex(of: "/"), dir != "/" else { return nil }
            dir = slash == dir.startIndex ? "/" : String(dir[..<slash])
        }
        return nil
    }

    static func exists(_ path: String) -> Bool { access(path, R_OK) == 0 }

    private static func executableDirectory() -> String? {
        var buf = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buf, buf.count - 1)
        var path = n > 0 ? String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                         : CommandLine.arguments.first ?? ""
        if !path.hasPrefix("/"), let cwd = currentDirectory() { path = cwd + "/" + path }
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    private static func currentDirectory() -> String? {
        guard let p = getcwd(nil, 0) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }
}
