import SimKit
import Playback

/// User-visible words in both languages (the App Store post's tab items are 투데이 and 설정).
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

    /// The date an iPad's status bar shows beside the time, in the order iPadOS writes it for the
    /// language (the locale's abbreviated weekday-month-day pattern): en-US's "Mon Nov 30", as the
    /// header's "MONDAY, NOVEMBER 30" is en-US; Korean's "11월 30일 (월)".
    public func statusBarDate(_ date: SimDate) -> String {
        switch language {
        case .en:
            let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
            let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
            return "\(days[date.weekday]) \(months[date.month - 1]) \(date.day)"
        case .ko:
            let days = ["일", "월", "화", "수", "목", "금", "토"]
            return "\(date.month)월 \(date.day)일 (\(days[date.weekday]))"
        }
    }
}

/// The calendar date the header shows: the window's is today's, a headless run's is fixed
/// (`--date`, default `reference`) so that a script always gives the same frames.
public struct SimDate: Sendable, Equatable {
    public var year: Int, month: Int, day: Int
    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int
    public init(year: Int = 2026, month: Int, day: Int, weekday: Int) {
        self.year = year; self.month = month; self.day = day; self.weekday = weekday
    }

    /// The date written `YYYY-MM-DD`, its weekday worked out (Gregorian calendar); nil if it is none.
    public init?(iso: String) {
        guard let (y, m, d) = SceneSetting.calendarDate(iso) else { return nil }
        // Sakamoto's method: the weekday of a Gregorian date, 0 = Sunday.
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let yy = m < 3 ? y - 1 : y
        self.init(year: y, month: m, day: d, weekday: (yy + yy / 4 - yy / 100 + yy / 400 + offsets[m - 1] + d) % 7)
    }

    /// `YYYY-MM-DD`, as `set date` and `--date` write it.
    public var iso: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(String(repeating: "0", count: max(0, 4 - String(year).count)))\(year)-\(two(month))-\(two(day))"
    }

    /// Monday, November 30, 2026: the day this simulator was written, and every headless run's date
    /// unless `--date` or a script's `set date` says otherwise.
    public static let reference = SimDate(year: 2026, month: 11, day: 30, weekday: 1)
}
