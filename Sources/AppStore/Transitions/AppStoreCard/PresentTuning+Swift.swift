import Motion

/// "Copy as Swift": the present's two `UIView.animate` blocks with these numbers, as the App Store post
/// writes them, then the spring in SwiftUI's forms (Motion's `SpringEquivalents`).
extension PresentTuning {
    /// The text the Motion Lab puts on the clipboard and prints.
    public var swiftCode: String {
        let forms = SpringEquivalents(spring)
        return """
        // CardSim Motion Lab: the App Store post's present
        \(forms.uikitCode(animating: "the card's top constraint to the screen's top; view.layoutIfNeeded()"))
        UIView.animate(withDuration: \(SpringEquivalents.literal(sizeDuration))) {
            // the card's width and height to the screen's; view.layoutIfNeeded()
        }
        // SwiftUI, the same spring (its velocity comes from the gesture):
        .spring(response: \(SpringEquivalents.literal(forms.response)), \
        dampingFraction: \(SpringEquivalents.literal(forms.dampingFraction)))
        // iOS 17:
        \(forms.swiftUIBounceCode)
        """
    }
}
