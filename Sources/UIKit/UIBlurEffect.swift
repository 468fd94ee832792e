import SimKit

/// UIBlurEffect(style:): a blur of what lies behind the view, under a veil of the style's colour.
/// Apple publishes neither the radius nor the veil; these are the light blur CardSim's App Store
/// style draws behind its story, so an exported file looks as the built-in style does.
@MainActor
public final class UIBlurEffect: UIVisualEffect {
    public enum Style: Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur's radius in points.
    var radius: Double {
        switch style {
        case .systemUltraThinMaterial: 12
        case .systemThinMaterial: 18
        default: 24
        }
    }

    /// The veil over the blur: white for the light styles, black for the dark one.
    var veil: UIColor {
        switch style {
        case .extraLight: UIColor(white: 1, alpha: 0.6)
        case .dark: UIColor(white: 0, alpha: 0.45)
        case .prominent, .systemThickMaterial, .systemChromeMaterial: UIColor(white: 1, alpha: 0.5)
        default: UIColor(white: 1, alpha: 0.35)
        }
    }
}
