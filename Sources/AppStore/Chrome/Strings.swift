/// User-visible words in both languages (seed 1's tab items are 투데이 and 설정).
public struct Strings: Sendable {
    public let language: Language
    public init(_ language: Language) { self.language = language }

    public var today: String { language == .ko ? "투데이" : "Today" }
    public var settings: String { language == .ko ? "설정" : "Settings" }

    /// The small-caps date over the large title: "MONDAY, NOVEMBER 30" or "11월 30일 월요일".
    public func dateLine(_ date: SimDate) -> String {
        switch language {
        case .en:
            let days = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"]
            let months = ["JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST",
                          "SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER"]
            return "\(days[date.weekday]), \(months[date.month - 1]) \(date.day)"
        case .ko:
            let days = ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"]
            return "\(date.month)월 \(date.day)일 \(days[date.weekday])"
        }
    }
}

/// The calendar date the header shows; the executable fills it from the system clock, tests fix it.
public struct SimDate: Sendable, Equatable {
    public var month: Int, day: Int
    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int
    public init(month: Int, day: Int, weekday: Int) { self.month = month; self.day = day; self.weekday = weekday }
    /// Monday, November 30: the day this simulator was written.
    public static let reference = SimDate(month: 11, day: 30, weekday: 1)
}
