import Foundation
import SimKit

/// The translucent tab bar: 49 pt of items above the 34 pt home-indicator area, a blur of what
/// scrolls under it, and a hairline on top. Items: Today and Settings, the selected one tinted;
/// stacked and spread on a phone, inline and centred on an iPad (`Metrics.tabBarItemsInline`).
@MainActor
final class TabBarView: View {
    struct Item { var title: String; var isEnabled: Bool }
    /// Titles change with the language; the count stays.
    var items: [Item]
    var selectedIndex: Int
    private let measurer: TextMeasurer
    /// The device's layout: the bar's height and how its items sit.
    let metrics: Metrics
    /// The appearance's colours, read when drawing.
    var palette = Palette.light
    /// Called with the item index when an enabled item is tapped.
    var onSelect: ((Int) -> Void)?

    init(items: [Item], selectedIndex: Int, measurer: TextMeasurer, metrics: Metrics) {
        self.items = items; self.selectedIndex = selectedIndex; self.measurer = measurer; self.metrics = metrics
        super.init(frame: Rect(0, metrics.screen.height - metrics.tabBarHeight, metrics.screen.width, metrics.tabBarHeight))
        name = "tabBar"
        let tap = TapGestureRecognizer { [weak self] g in
            guard let self, g.state == .recognized else { return }
            if let i = self.item(at: g.location(in: self).x), self.items[i].isEnabled { self.onSelect?(i) }
        }
        addGestureRecognizer(tap)
    }

    /// How much of its colour a disabled item keeps, as UIKit dims a disabled tab bar item.
    static let disabledOpacity = 0.4

    /// A look-alike for the transition to animate, so the real bar is left untouched. As the source
    /// post's copy does (`vc2TabBarItem.isEnabled = false`), every item but the selected one is
    /// disabled, and looks it.
    func makeCopy() -> TabBarView {
        let disabled = items.indices.map { i in Item(title: items[i].title, isEnabled: i == selectedIndex) }
        let copy = TabBarView(items: disabled, selectedIndex: selectedIndex, measurer: measurer, metrics: metrics)
        copy.frame = frame
        copy.palette = palette
        copy.name = "fallingTabBar"
        return copy
    }

    /// Inline items (iPad): the icon's box, the gap to the title, and the space between items.
    /// The centred group approximates iPadOS 17's tab bar (UIKit's `itemSpacing` left at 0).
    static let inlineIconSide = 25.0
    static let inlineGap = 6.0
    static let inlineSpacing = 34.0

    /// The horizontal span of each item in this view's bounds: a share of the bar's width when
    /// stacked; when inline, its icon and title in the centred group.
    var itemSpans: [ClosedRange<Double>] {
        guard metrics.tabBarItemsInline else {
            let w = bounds.width / Double(items.count)
            return items.indices.map { w * Double($0)...w * Double($0 + 1) }
        }
        let widths = items.map { Self.inlineIconSide + Self.inlineGap + measurer.size(of: $0.title, font: Fonts.tabLabelInline).width }
        var x = (bounds.width - widths.reduce(0, +) - Self.inlineSpacing * Double(items.count - 1)) / 2
        return widths.map { w in
            defer { x += w + Self.inlineSpacing }
            return x...x + w
        }
    }

    /// The item a tap at `x` lands on: stacked, the share of the bar under it; inline, the item
    /// whose span, widened by half the spacing each side, holds it (nil between the group and
    /// the edges).
    func item(at x: Double) -> Int? {
        let slack = metrics.tabBarItemsInline ? Self.inlineSpacing / 2 : 0
        return itemSpans.firstIndex { x >= $0.lowerBound - slack && x < $0.upperBound + slack }
    }

    /// Centre of item `index` in this view's bounds.
    func itemCenter(_ index: Int) -> Point {
        let span = itemSpans[index]
        return Point((span.lowerBound + span.upperBound) / 2, metrics.tabBarItemsHeight / 2)
    }

    override func draw(in rect: Rect, canvas: Canvas) {
        canvas.backdropBlur(rect, cornerRadius: 0, radius: 20, tint: palette.barMaterial, alpha: 1)
        canvas.fill(Rect(rect.minX, rect.minY, rect.width, 0.5), color: palette.barHairline)
        let spans = itemSpans
        for (i, item) in items.enumerated() {
            let color = i == selectedIndex ? palette.tint
                : item.isEnabled ? palette.barItem : palette.barItem.withAlpha(palette.barItem.a * Self.disabledOpacity)
            let icon: Point, title: Point, font: Font
            if metrics.tabBarItemsInline {
                let span = spans[i], midY = metrics.tabBarItemsHeight / 2
                font = Fonts.tabLabelInline
                icon = Point(span.lowerBound + Self.inlineIconSide / 2, midY)
                let size = measurer.size(of: item.title, font: font)
                title = Point(span.lowerBound + Self.inlineIconSide + Self.inlineGap, midY - size.height / 2)
            } else {
                let c = itemCenter(i)
                font = Fonts.tabLabel
                icon = Point(c.x, c.y - 7)
                title = Point(c.x - measurer.size(of: item.title, font: font).width / 2, c.y + 9)
            }
            if i == 0 { drawTodayIcon(icon, color, canvas) } else { drawSettingsIcon(icon, color, canvas) }
            canvas.text(item.title, font: font, color: color, at: title)
        }
    }

    /// Today: a card with a header strip, like the App Store glyph.
    private func drawTodayIcon(_ c: Point, _ color: Color, _ canvas: Canvas) {
        let r = Rect(c.x - 11, c.y - 11, 22, 22)
        canvas.fill(r, radius: 4.5, color: color)
        // The glyph's window shows the bar's material colour, opaque.
        canvas.fill(r.insetBy(dx: 1.8, dy: 1.8), radius: 3, color: palette.barMaterial.withAlpha(1))
        canvas.fill(Rect(r.minX + 4.5, r.minY + 5, 13, 4), radius: 1, color: color)
        canvas.fill(Rect(r.minX + 4.5, r.minY + 11.5, 9, 2), radius: 1, color: color)
        canvas.fill(Rect(r.minX + 4.5, r.minY + 15.5, 11, 2), radius: 1, color: color)
    }

    /// Settings: a gear made of teeth around a ring.
    private func drawSettingsIcon(_ c: Point, _ color: Color, _ canvas: Canvas) {
        for k in 0..<8 {
            let a = Double(k) * Double.pi / 4
            let (dx, dy) = (cos(a), sin(a))
            let (px, py) = (-dy, dx)
            let inner = 7.0, outer = 11.5, half = 2.2
            canvas.polygon([Point(c.x + dx * inner + px * half, c.y + dy * inner + py * half),
                            Point(c.x + dx * outer + px * half * 0.8, c.y + dy * outer + py * half * 0.8),
                            Point(c.x + dx * outer - px * half * 0.8, c.y + dy * outer - py * half * 0.8),
                            Point(c.x + dx * inner - px * half, c.y + dy * inner - py * half)], color: color)
        }
        canvas.circle(center: c, radius: 6.2, lineWidth: 3.4, color: color)
    }
}
