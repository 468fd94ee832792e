import Glibc

// The C math functions a transition file calls on CGFloat, which Foundation gives an iOS file and
// this module does not re-export (UIKitNames.swift says why). CGFloat is Double here, so each is
// Glibc's Double function under its own name; a file that imports Glibc as well gets an ambiguity
// error at its line, as one that imports Foundation does.

public func sqrt(_ x: CGFloat) -> CGFloat { Glibc.sqrt(x) }
public func hypot(_ x: CGFloat, _ y: CGFloat) -> CGFloat { Glibc.hypot(x, y) }
public func pow(_ x: CGFloat, _ y: CGFloat) -> CGFloat { Glibc.pow(x, y) }
public func exp(_ x: CGFloat) -> CGFloat { Glibc.exp(x) }
public func log(_ x: CGFloat) -> CGFloat { Glibc.log(x) }
public func sin(_ x: CGFloat) -> CGFloat { Glibc.sin(x) }
public func cos(_ x: CGFloat) -> CGFloat { Glibc.cos(x) }
public func tan(_ x: CGFloat) -> CGFloat { Glibc.tan(x) }
public func atan2(_ y: CGFloat, _ x: CGFloat) -> CGFloat { Glibc.atan2(y, x) }
public func floor(_ x: CGFloat) -> CGFloat { Glibc.floor(x) }
public func ceil(_ x: CGFloat) -> CGFloat { Glibc.ceil(x) }
public func round(_ x: CGFloat) -> CGFloat { Glibc.round(x) }
