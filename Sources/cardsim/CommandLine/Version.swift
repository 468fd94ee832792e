/// CardSim's version: the one place it is written. `--version`, the About screen, the man page's
/// header and the AppStream release (both filled in by `scripts/install.sh` from `--version`)
/// read it; a release is tagged `v` + this, and CHANGELOG.md names it (checked by a test).
enum Version {
    static let number = "0.1.0"
    /// What `cardsim --version` prints.
    static var line: String { "cardsim \(number)" }
}
