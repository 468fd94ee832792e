// The C library's maths (`exp`, `sin`, `pow`, `sqrt`…) as iOS's UIKit gives it through Foundation:
// a transition file's curves use it (a drag's rubber band is an `exp`). Only the C library, not
// Foundation, whose CGFloat and CGRect are not SimKit's (UIKitNames.swift).
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif
