// libFuzzer target `curve`: the arguments of `cardsim curve` (Sources/cardsim/Tools/CurveCommand.swift).
// The command lives in the cardsim executable; SwiftPM builds its module for testing (as
// cardsimTests' `@testable import cardsim` uses it), so this links the very objects `cardsim` is
// made of and calls what `runCurveCommand` calls, minus its output: `CurveRequest(args)`, then
// `rows()` (the CSV) and `plot.drawCommands` (the --plot chart, without writing the PNG).
// Input: one argument a line (the words after `cardsim curve`), so the seeds read as text.
// Seeds: Fuzz/Corpus/curve. Built and run by scripts/fuzz.sh.
@testable import cardsim

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCurve(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var args = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if args.last == "" { args.removeLast() }
    // The command line answers these before the curve command parses (`LaunchCommand.parse`).
    if args.isEmpty || args.contains("--help") || args.contains("-h") { return 0 }
    guard let request = try? CurveRequest(args) else { return 0 }
    let rows = request.rows()
    precondition(!rows.isEmpty && rows.count <= Int(CurveRequest.maxRows) + 1, "\(rows.count) rows for \(args)")
    precondition(rows.allSatisfy { $0.t.isFinite }, "a row at a non-finite time for \(args)")
    _ = request.plot.drawCommands(size: CurvePlot.defaultSize)
    return 0
}
