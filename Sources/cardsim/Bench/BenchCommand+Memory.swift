import Foundation
import SDLBackend
import SimKit
import Session

/// Memory: the peak of one headless run of the tour at 2 px/pt, alone and recording it (each in a
/// process of its own, since the bench process holds every scene it measured), and the soak.
extension BenchCommand {
    /// The goal both peaks are held to, in MiB.
    static let peakGoalMiB = 100.0
    /// The soak's goal: resident memory grows less than this from cycle 100 to its last cycle.
    static let soakGoal = 0.05
    /// The cycle the soak's growth is measured from: the caches have filled by then.
    static let soakWarmCycles = 100

    /// Peaks in MiB of the two child runs (nil when one could not be measured) and the soak.
    struct MemoryFigures {
        var tourPeakMiB: Double?
        var recordingPeakMiB: Double?
        /// The tour's peak on each device (`--device`), in `Device.all`'s order.
        var devicePeaksMiB: [(device: String, peakMiB: Double?)] = []
        var soak: Soak.Result?
        var soakCycles: Int
        /// Growth from cycle `soakWarmCycles` (or the first, for a short soak) to the last.
        var soakGrowth: Double? {
            guard let soak, !soak.resident.isEmpty else { return nil }
            return soak.growth(from: min(BenchCommand.soakWarmCycles, soak.resident.count), to: soak.resident.count)
        }
    }

    @MainActor
    static func measureMemory(cycles: Int, assets: AssetLocator, makeScene: @escaping HeadlessRunner.SceneFactory)
        throws -> MemoryFigures {
        let tour = assets.resolve("Demos/tour.txt")
        let run = ["--headless", "--no-settings", "--script", tour]
        let video = NSTemporaryDirectory() + "cardsim-bench-peak-\(getpid()).mp4"
        defer { try? FileManager.default.removeItem(atPath: video) }
        var figures = MemoryFigures(tourPeakMiB: childPeakMiB(arguments: run),
                                    recordingPeakMiB: childPeakMiB(arguments: run + ["--record", video]),
                                    soak: nil, soakCycles: cycles)
        figures.devicePeaksMiB = Device.all.map { ($0.name, childPeakMiB(arguments: run + ["--device", $0.name])) }
        if cycles > 0 {
            do { figures.soak = try Soak(cycles: cycles, assets: assets, makeScene: makeScene).run() } catch {
                throw RunnerError.failure("cardsim: the memory soak failed: \(error)")
            }
        }
        return figures
    }

    /// Runs this program with `arguments` and returns its own peak resident memory (VmHWM) in MiB,
    /// read from /proc while it runs: ffmpeg, its child when recording, is a process of its own and
    /// not counted (`time -v` would report the larger of the two). Nil when it failed or /proc is not there.
    static func childPeakMiB(arguments: [String]) -> Double? {
        guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = arguments
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        var peakKB: Double?
        while p.isRunning {
            // VmHWM only grows, so the last reading before the process ends is its peak.
            if let kb = statusField("VmHWM", pid: p.processIdentifier) { peakKB = kb }
            usleep(20_000)
        }
        p.waitUntilExit()
        guard p.terminationReason == .exit, p.terminationStatus == 0 else { return nil }
        return peakKB.map { $0 / 1024 }
    }

    /// A `/proc/PID/status` field in kB.
    static func statusField(_ name: String, pid: Int32) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            return line.split(separator: " ").compactMap { Double($0) }.first
        }
        return nil
    }

    /// The report's lines about memory.
    static func memoryLines(_ m: MemoryFigures) -> [String] {
        func mib(_ v: Double?) -> String { v.map { String(format: "%.1f MiB", $0) } ?? "not measured" }
        var lines = ["peak memory of one headless run of the tour at \(Int(scale)) px/pt (its own VmHWM, goal < "
                     + "\(Int(peakGoalMiB)) MiB): \(mib(m.tourPeakMiB)); recording it to mp4: \(mib(m.recordingPeakMiB)) (ffmpeg not counted)"]
        if !m.devicePeaksMiB.isEmpty {
            lines.append("  the same run on each device: " + m.devicePeaksMiB.map { "\($0.device) \(mib($0.peakMiB))" }.joined(separator: ", "))
        }
        if let soak = m.soak, let growth = m.soakGrowth {
            let from = min(soakWarmCycles, soak.resident.count)
            lines.append("soak: \(soak.resident.count) present/dismiss cycles (\(soak.frames) frames at \(Int(soak.fps)) fps, \(Int(scale)) px/pt, "
                         + String(format: "%.0f s", soak.wallSeconds) + "): resident "
                         + String(format: "%.1f MiB after cycle %d, %.1f MiB after cycle %d: growth %+.1f%% (goal < %.0f%%)",
                                  Double(soak.resident[from - 1]) / 1_048_576, from,
                                  Double(soak.resident.last!) / 1_048_576, soak.resident.count, growth * 100, soakGoal * 100))
        } else if m.soakCycles > 0 {
            lines.append("soak: not measured (no cycle completed)")
        }
        return lines
    }
}
