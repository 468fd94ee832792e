import SimKit

extension TransitionStyleDescriptor {
    /// A style whose transitioning delegate is made outside the app: a user's UIKit file
    /// (`--transition FILE.swift`), compiled and loaded by the executable. Its name, title and
    /// trace style are the file's name; it has no numbers of its own to tune.
    /// `makeDelegate` makes a fresh delegate for each tapped card, as a list controller would.
    public static func userFile(name: String,
                                makeDelegate: @escaping @MainActor @Sendable () -> TransitioningDelegate) -> TransitionStyleDescriptor {
        TransitionStyleDescriptor(
            name: name,
            title: [.en: name],
            summary: [.en: "Your transition, from \(name).", .ko: "\(name) 파일의 전환입니다."],
            parameters: StyleParameterTable(style: name, [])
        ) { UserFileTransition(style: CardTransitionStyle(name: name), cardIndex: $0.cardIndex, delegate: makeDelegate()) }
    }
}
