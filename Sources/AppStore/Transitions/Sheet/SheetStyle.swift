import SimKit

extension CardTransitionStyle {
    /// The sheet post: a sheet over the shrunk, dimmed presenter, dragged down by its top bar.
    public static let sheet = CardTransitionStyle(name: "sheet")
}

extension TransitionStyleDescriptor {
    /// Settings' words for it, and its transitioning delegate for a tapped card.
    static let sheet = TransitionStyleDescriptor(
        name: "sheet",
        title: [.en: "Sheet", .ko: "시트"],
        summary: [.en: "A sheet over the shrunk, dimmed list.", .ko: "작아지고 어두워진 목록 위의 시트."],
        parameters: SheetNumbers.table,
        code: SheetCode.file,
        // Down from the top bar, the sheet's handle.
        dismissDrag: (Point(195, 70), Point(195, 600))
    ) { SheetTransition(root: $0.root, cardIndex: $0.cardIndex, numbers: SheetNumbers($0.parameters, screen: $0.root.metrics.screen, width: $0.root.metrics.sheetWidth)) }
}
