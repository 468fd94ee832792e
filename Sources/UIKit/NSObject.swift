/// The root class a UIKit file's delegates and animators name (`class Delegate: NSObject, …`). Swift
/// on Linux has no Objective-C runtime, so it is only that: a class with an `init()` that
/// subclasses call with `super.init()`.
open class NSObject {
    public init() {}
}
