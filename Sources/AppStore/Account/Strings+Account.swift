/// The Account sheet's words (the avatar button's sheet), in both languages.
extension Strings {
    /// The sheet's title.
    public var account: String { language == .ko ? "계정" : "Account" }
    /// The signed-in person: Apple's sample name, and Korea's stock name (홍길동) in Korean.
    public var accountName: String { language == .ko ? "홍길동" : "Jane Appleseed" }
    /// An Apple-ID-style address.
    public var accountEmail: String { language == .ko ? "gildong.hong@icloud.com" : "jane.appleseed@icloud.com" }
    /// The rows under the name, as the App Store's account sheet lists them.
    public var accountRows: [String] {
        language == .ko ? ["구입한 항목", "구독", "알림", "기프트 카드 또는 코드 사용"]
            : ["Purchased", "Subscriptions", "Notifications", "Redeem Gift Card or Code"]
    }
    /// A sheet bar's button that closes the sheet.
    public var done: String { language == .ko ? "완료" : "Done" }
    /// The last row, in red.
    public var signOut: String { language == .ko ? "로그아웃" : "Sign Out" }
}
