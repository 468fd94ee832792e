/// The App Store style's SwiftUI export: one view whose frame moves between the card's and the
/// screen's, with what SwiftUI cannot say listed in the header.
extension AppStoreCardCode {
    /// What the SwiftUI export leaves out, and why.
    static let swiftUILeftOut = [
        "grab.slop": "catching the flying card needs CardSim's grab in flight; " + StyleCode.swiftUICannotCatch,
        "present.sizeDuration": "SwiftUI animates a matched frame as a whole, so the size cannot run its own easeInOut beside the top's spring; the present's spring moves both",
        "close.maxVelocity": "the close takes the finger's speed along the path to the card, and this view does not know where the card is when the drag ends (matchedGeometryEffect places it), so the close starts at rest",
        "close.minVelocity": "as close.maxVelocity: the close starts at rest",
        "close.settleFloor": "only the lower-half release rule asks for a quicker close, and this code releases by projection",
        "close.tabBarDuration": "a view inside a TabView cannot move its bar; hide it with .toolbar(.hidden, for: .tabBar) while the story is up",
        "drag.edgeWidth": "this code dismisses by a drag down; a swipe across from the left edge would compete with NavigationStack's own back swipe",
    ]

    static func swiftUI(_ n: AppStoreCardNumbers) -> String {
        """
        import SwiftUI

        // SwiftUI has no custom view-controller transition: the card and the story are one view
        // whose frame moves between the card's and the screen's with matchedGeometryEffect. The
        // post's two blocks (the top's spring and the size's easeInOut) become one spring here, as
        // SwiftUI animates a matched frame as a whole; the backdrop's blur runs on the longer
        // transitionDuration. A cancelled drag springs back from the finger's speed.
        enum AppStoreCardMotion {
            /// UIKit: usingSpringWithDamping \(l(n.presentDamping)), \(l(n.presentDuration)) s, velocity \(l(n.presentVelocity)).
            static let present = Animation\(StyleCode.swiftUISpring(duration: n.presentDuration, damping: n.presentDamping, velocity: n.presentVelocity))
            /// The blur behind the story, over transitionDuration.
            static let backdrop = Animation.easeInOut(duration: \(l(n.transitionDuration)))
            /// The close: \(l(n.closeDuration)) s, damping \(l(n.closeDamping)).
            static let close = Animation\(StyleCode.swiftUISpring(duration: n.closeDuration, damping: n.closeDamping, velocity: 0))
            /// The close button fades rather than vanishing with the story.
            static let closeButton = Animation.easeInOut(duration: \(l(n.closeButtonFade)))
            /// A cancelled drag springs back: \(l(n.cancelDuration)) s, damping \(l(n.cancelDamping)), from the
            /// finger's speed (the pull's fraction per second, at most \(l(n.cancelMaxVelocity))).
            static func cancel(velocity: Double) -> Animation {
                let v = min(\(l(n.cancelMaxVelocity)), max(-\(l(n.cancelMaxVelocity)), velocity))
                return Animation\(StyleCode.swiftUISpring(duration: n.cancelDuration, damping: n.cancelDamping, velocity: "v"))
            }
        }

        struct CardStack<Card: View, Story: View>: View {
            @Namespace private var space
            @State private var open = false
            @State private var drag: CGFloat = 0
            let card: Card
            let story: Story

            var body: some View {
                ZStack {
                    if open {
                        // Today shows through as the story is pulled away.
                        Rectangle().fill(.ultraThinMaterial).ignoresSafeArea()
                            .opacity(1 - \(l(n.dragBackdrop)) * min(1, drag / \(l(n.dragFull))))
                            .transition(.opacity.animation(AppStoreCardMotion.backdrop))
                        story
                            .matchedGeometryEffect(id: "card", in: space)
                            .clipShape(RoundedRectangle(cornerRadius: 20 * min(1, drag / \(l(n.dragDistance)))))
                            .scaleEffect(scale(drag))
                            .offset(y: max(0, drag) * \(l(n.dragFollow)))
                            .gesture(DragGesture()
                                .onChanged { drag = max(0, $0.translation.height) }
                                .onEnded { value in
                                    let projected = drag + value.velocity.height * \(l(n.releaseProjectionTime))
                                    if drag > 0 && projected > \(l(n.releaseThreshold)) {
                                        withAnimation(AppStoreCardMotion.close) { open = false; drag = 0 }
                                    } else {
                                        let velocity = drag > 1 ? -value.velocity.height / drag : 0
                                        withAnimation(AppStoreCardMotion.cancel(velocity: velocity)) { drag = 0 }
                                    }
                                })
                            .ignoresSafeArea()
                        // Beside the story, not on it, so that it fades on its own as the story leaves.
                        Button { withAnimation(AppStoreCardMotion.close) { open = false; drag = 0 } } label: {
                            Image(systemName: "xmark.circle.fill").font(.title)
                        }
                        .padding()
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                        .transition(.opacity.animation(AppStoreCardMotion.closeButton))
                    } else {
                        card
                            .matchedGeometryEffect(id: "card", in: space)
                            .clipShape(RoundedRectangle(cornerRadius: 20))
                            .onTapGesture { withAnimation(AppStoreCardMotion.present) { open = true } }
                    }
                }
            }

            /// The story's scale under the finger: toward \(l(n.dragScale)) over \(l(n.dragDistance)) pt, then slowly.
            private func scale(_ d: CGFloat) -> CGFloat {
                let d = max(0, d)
                return d <= \(l(n.dragDistance))
                    ? 1 - (1 - \(l(n.dragScale))) * d / \(l(n.dragDistance))
                    : \(l(n.dragScale)) - \(l(n.dragTailScale)) * (1 - exp(-(d - \(l(n.dragDistance))) / \(l(n.dragTail))))
            }
        }

        """
    }
}
