import SimKit

/// The avatar button's Account sheet: the person's name and Apple ID, a few rows and Sign Out, in
/// iOS's inset grouped list. It is shown only as a sheet (`SheetTransition.account`), whatever the
/// cards' transition style.
@MainActor
final class AccountViewController: ViewController, SheetContent {
    let environment: AppEnvironment
    private(set) var list: AccountListView!

    init(environment: AppEnvironment) {
        self.environment = environment
        super.init()
        modalPresentationStyle = .custom
    }

    override func makeView() -> View {
        let root = View(frame: Rect(origin: .zero, size: Metrics.screen))
        root.name = "account"
        root.backgroundColor = AccountListView.groupedBackground
        let list = AccountListView(strings: environment.strings, avatarPath: environment.avatarPath,
                                   measurer: environment.measurer)
        list.frame = root.bounds
        root.addSubview(list)
        self.list = list
        return root
    }

    var sheetTitle: String? { environment.strings.account }

    func layoutInSheet(size: Size, below top: Double) {
        list.frame = Rect(0, top, size.width, size.height - top)
    }
}
