import SimKit

/// The avatar button's Account sheet: the person's name and Apple ID, a few rows and Sign Out, in
/// iOS's inset grouped list. It is shown only as a sheet (`SheetTransition.account`), whatever the
/// cards' transition style. It reads the app's environment when it draws, so `set lang` and
/// `set appearance` show at once.
@MainActor
final class AccountViewController: ViewController, SheetContent {
    let environment: () -> AppEnvironment
    private(set) var list: AccountListView!

    init(environment: @escaping () -> AppEnvironment) {
        self.environment = environment
        super.init()
        modalPresentationStyle = .custom
    }

    override func makeView() -> View {
        let root = View(frame: Rect(origin: .zero, size: environment().metrics.screen))
        root.name = "account"
        let env = environment
        let list = AccountListView(strings: { env().strings }, palette: { env().palette.elevated },
                                   avatarPath: env().avatarPath, measurer: env().measurer)
        list.frame = root.bounds
        root.addSubview(list)
        self.list = list
        return root
    }

    var sheetTitle: String? { environment().strings.account }
    /// iOS's Account sheet closes with Done as well as with its drag.
    var sheetHasDoneButton: Bool { true }

    func layoutInSheet(size: Size, below top: Double) {
        // The list's own background runs to the sheet's bottom edge, past the screen's.
        list.frame = Rect(0, top, size.width, size.height - top + SheetTransition.cornerRadius)
    }
}
