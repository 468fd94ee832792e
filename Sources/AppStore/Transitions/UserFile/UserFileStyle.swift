import SimKit

extension TransitionStyleDescriptor {
    /// A style whose transitioning delegate is made outside the app: a user's UIKit file
    /// (`--transition FILE.swift`), compiled and loaded by the executable. Its name, title and
    /// trace style are the file's name; it has no numbers of its own to tune. Each tapped card
    /// gets a fresh delegate from the version of the file loaded last, as a list controller
    /// would make one per presentation.
    public static func userFile(_ source: UserFileSource) -> TransitionStyleDescriptor {
        let name = source.name
        return TransitionStyleDescriptor(
            name: name,
            title: [.en: name],
            summary: [.en: "Your transition, from \(name).", .ko: "\(name) 파일의 전환입니다."],
            parameters: StyleParameterTable(style: name, []),
            userFile: source
        ) { request in
            let delegate = source.makeDelegate()
            // Today's didSelectItemAt: a delegate that takes the tapped card gets it before the story
            // is presented or pushed, as a list controller hands its cell over. The card comes to rest
            // first (its press bounce cut short, as the built-in styles do), so the frame the file
            // opens from and closes into is the card's resting one.
            if let receiver = delegate as? TappedViewReceiving {
                let card = request.root.today.cells[request.cardIndex]
                card.removeAllAnimations(keepingPresentation: false)
                View.performWithoutAnimation { card.transform = .identity }
                receiver.tapped(card)
            }
            return UserFileTransition(style: CardTransitionStyle(name: name), cardIndex: request.cardIndex, delegate: delegate)
        }
    }

    /// A user's file that is not watched: `makeDelegate` makes each tapped card's delegate.
    @MainActor
    public static func userFile(name: String,
                                makeDelegate: @escaping @MainActor () -> TransitioningDelegate) -> TransitionStyleDescriptor {
        userFile(UserFileSource(name: name, makeDelegate: makeDelegate))
    }
}
