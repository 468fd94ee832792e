import Foundation
import SDLBackend
import SimKit

/// `cardsim bench [--json] [--frames N] [--quick]`: runs every measurement (with `--quick`, only the
/// software renderer's sequence) and prints a table, or one JSON object.
@MainActor
func runBench(_ options: BenchOptions) -> Int32 {
    if options.window { return runWindowBench(options) }
    if let file = options.transition {
        do {
            let style = options.style ?? "appstore"
            print(BenchCommand.transitionLaunchLine(try BenchCommand.measureTransitionLaunch(file: file, style: style), json: options.json))
            let frames = try BenchCommand.measureTransitionFrames(file: file, style: style)
            print(BenchCommand.transitionFramesLine(frames, json: options.json))
        } catch {
            return fail("\(error)", 1)
        }
        return 0
    }
    let assets: AssetLocator
    let makeScene: HeadlessRunner.SceneFactory
    do {
        assets = try AssetLocator()
        makeScene = try makeSceneFactory(LaunchOptions(), assets: assets)
    } catch {
        return fail("cardsim: bench failed: \(error)", 1)
    }
    if options.scrub {
        do {
            let s = try BenchCommand.measureScrub(profile: options.profile && !options.json, assets: assets, makeScene: makeScene)
            print(options.json ? "{\"scrub\":{\"frames\":\(s.frames),\"p50Ms\":\(s.p50),\"p99Ms\":\(s.p99),\"slowestSingleMs\":\(s.slowest),\"seekP50Ms\":\(s.updateP50),\"drawP50Ms\":\(s.drawP50)}}"
                  : String(format: "scrubbing the %@ present backwards at 2 px/pt, software, %d runs: %d frames, p50 %.2f ms (seek %.2f, draw %.2f), p99 %.2f ms, slowest single %.2f ms",
                           s.style, BenchCommand.styleRuns, s.frames, s.p50, s.updateP50, s.drawP50, s.p99, s.slowest))
            for line in s.profile { print(line) }
            let long = try BenchCommand.measureLongScrub(cycles: options.cycles, assets: assets, makeScene: makeScene)
            if !options.json { print(BenchCommand.longScrubLine(long)) }
            return 0
        } catch { return fail("cardsim bench: \(error)", 1) }
    }
    // What `--renderer auto` picks for a window here, before anything else starts SDL's video
    // (an offscreen canvas sets its own driver); nil without a display.
    let autoRenderer = OpenGLProbe.autoChoiceOnThisDisplay()
    var renderers: [BenchCommand.RendererFigures] = []
    var unavailable: [String: String] = [:]
    for software in options.quick ? [true] : [true, false] {
        do {
            renderers.append(try BenchCommand.measure(software: software, frames: options.frames, profile: options.profile,
                                                      assets: assets,
                                                      makeScene: makeScene))
        } catch {
            if software { return fail("cardsim: bench failed: \(error)", 1) }
            unavailable["accelerated"] = "\(error)"
        }
    }
    var recording: [BenchCommand.RecordingFigures] = []
    for scale in [1.0, 2.0] where !options.quick {
        do {
            recording.append(try BenchCommand.recordingSpeed(scale: scale, frames: options.frames, assets: assets, makeScene: makeScene))
        } catch {
            unavailable["recording@\(Int(scale))x"] = "\(error)"
        }
    }
    var styles: [BenchCommand.StyleFigures] = []
    if !options.quick {
        do { styles = try BenchCommand.measureStyles(frames: options.frames, profile: options.profile, assets: assets) } catch {
            unavailable["styles"] = "\(error)"
        }
    }
    var scrub: BenchCommand.ScrubFigures?
    do { scrub = try BenchCommand.measureScrub(assets: assets, makeScene: makeScene) } catch {
        unavailable["scrub"] = "\(error)"
    }
    let softwareFloor = renderers.first { $0.name == "software" }?.floor.p50 ?? .nan
    let motion = options.quick ? [:] : runMotionBench()
    var memoryFigures: BenchCommand.MemoryFigures?
    if !options.quick {
        do { memoryFigures = try BenchCommand.measureMemory(cycles: options.cycles, assets: assets, makeScene: makeScene) } catch {
            unavailable["memory"] = "\(error)"
        }
    }
    let memory = BenchCommand.peakMemoryMiB()

    if options.json {
        var object: [String: Any] = [:]
        for r in renderers {
            object[r.name] = [
                "frames": r.frames,
                "updateMs": ["p50": r.update.p50, "p99": r.update.p99],
                "drawMs": ["p50": r.draw.p50, "p99": r.draw.p99],
                "frameMs": ["p50": r.frame.p50, "p99": r.frame.p99],
                "floorMs": ["p50": r.floor.p50, "p99": r.floor.p99],
                "ratioP99FrameToP50Floor": r.ratioToFloorP50,
                "ratioP99FrameToP99Floor": r.ratioP99ToP99,
                "listFrameMs": ["frames": r.list.frames, "p50": r.list.p50, "p99": r.list.p99, "ratioP99ToP50Floor": r.list.p99 / r.floor.p50],
                "transitionFrameMs": ["frames": r.transition.frames, "p50": r.transition.p50, "p99": r.transition.p99,
                                      "ratioP99ToP50Floor": r.transition.p99 / r.floor.p50],
                "readbacksPerFrame": r.work.perFrame(\.readbacks, over: r.frames),
                "blursComputedPerFrame": r.work.perFrame(\.blursComputed, over: r.frames),
                "workPerFrame": Dictionary(uniqueKeysWithValues: r.workPerFrame.map { ($0.name, $0.value) }),
                "profile": r.profile,
            ] as [String: Any]
        }
        object["styles"] = Dictionary(uniqueKeysWithValues: styles.map {
            ($0.style, ["transitionFrames": $0.frames, "p50Ms": $0.p50, "busiestMs": $0.busiest,
                        "busiestToFloorP50": $0.busiest / softwareFloor, "runs": BenchCommand.styleRuns,
                        "slowestSingleMs": $0.slowestSingle] as [String: Any])
        })
        if let scrub {
            object["scrub"] = ["style": scrub.style, "frames": scrub.frames, "p50Ms": scrub.p50, "p99Ms": scrub.p99,
                               "slowestSingleMs": scrub.slowest, "seekP50Ms": scrub.updateP50, "drawP50Ms": scrub.drawP50, "runs": BenchCommand.styleRuns] as [String: Any]
        }
        object["scale"] = BenchCommand.scale
        object["recording"] = recording.map { ["scale": $0.scale, "framesPerSecond": $0.fps, "realTime": $0.realTime,
                                               "wallSeconds": $0.wallSeconds, "encoderSeconds": $0.encoderSeconds.map { $0 as Any } ?? NSNull(),
                                               "encoderRatio": $0.encoderRatio.map { $0 as Any } ?? NSNull()] }
        object["rendererAuto"] = autoRenderer.map { ["software": $0.software, "why": $0.explanation] as [String: Any] } ?? NSNull()
        object["motion"] = motion
        object["peakMemoryMiB"] = memory ?? NSNull()
        if let m = memoryFigures {
            object["memory"] = [
                "tourPeakMiB": m.tourPeakMiB ?? NSNull(), "recordingPeakMiB": m.recordingPeakMiB ?? NSNull(),
                "deviceTourPeakMiB": Dictionary(uniqueKeysWithValues: m.devicePeaksMiB.map { ($0.device, $0.peakMiB as Any? ?? NSNull()) }),
                "soakCycles": m.soak?.resident.count ?? 0, "soakFrames": m.soak?.frames ?? 0,
                "soakGrowth": m.soakGrowth ?? NSNull(),
                "soakResidentMiB": (m.soak?.resident ?? []).map { Double($0) / 1_048_576 },
            ] as [String: Any]
        }
        object["unavailable"] = unavailable
        let data = (try? JSONSerialization.data(withJSONObject: jsonSafe(object), options: [.sortedKeys])) ?? Data("{}".utf8)
        print(String(decoding: data, as: UTF8.self))
        return 0
    }

    func f(_ v: Double) -> String { String(format: "%7.2f", v) }
    print("cardsim bench — Today screen, \(Int(BenchCommand.scale)) px/pt (780 x 1688), times in ms")
    print("renderer      frames   update p50/p99    draw p50/p99   frame p50/p99   floor p50/p99   p99/floor50  p99/p99")
    for r in renderers {
        print(r.name.padding(toLength: 12, withPad: " ", startingAt: 0) + String(format: "%7d", r.frames)
              + "  \(f(r.update.p50)) \(f(r.update.p99))  \(f(r.draw.p50)) \(f(r.draw.p99))"
              + "  \(f(r.frame.p50)) \(f(r.frame.p99))  \(f(r.floor.p50)) \(f(r.floor.p99))"
              + "   \(f(r.ratioToFloorP50))x  \(f(r.ratioP99ToP99))x")
    }
    for r in renderers {
        print("  \(r.name) work a frame: " + r.workPerFrame.map { $0.name + " " + String(format: "%.2f", $0.value) }.joined(separator: ", "))
    }
    for r in renderers {
        for (what, part) in [("the list (idle, scrolling, pressing)", r.list), ("transitions (present, dismiss)", r.transition)] where part.frames > 0 {
            print("  \(r.name) frames on \(what): \(part.frames), p50/p99 \(f(part.p50)) \(f(part.p99)),"
                  + " p99/floor50 " + String(format: "%.2f", part.p99 / r.floor.p50) + "x")
        }
    }
    for r in renderers where !r.profile.isEmpty {
        print("\(r.name) frame time by command kind, then damage, shift, present and readback:")
        for line in r.profile { print("  " + line) }
    }
    if !styles.isEmpty {
        print("one present and close per style, software renderer, \(BenchCommand.styleRuns) runs (each frame's median over"
              + " the runs; busiest frame against the floor's p50; slowest single frame of any run):")
    }
    for st in styles {
        print("  " + st.style.padding(toLength: 9, withPad: " ", startingAt: 0) + String(format: "%4d frames", st.frames)
              + "  p50 \(f(st.p50))  busiest \(f(st.busiest))  = " + String(format: "%.2f", st.busiest / softwareFloor) + "x floor"
              + "  slowest single \(f(st.slowestSingle))")
        for line in st.slowest { print("  " + line) }
    }
    if let scrub {
        print("scrubbing the \(scrub.style) present backwards, a seek and a draw a frame, software, \(BenchCommand.styleRuns) runs:"
              + " \(scrub.frames) frames, p50 \(f(scrub.p50)) (seek \(f(scrub.updateP50)), draw \(f(scrub.drawP50)))  p99 \(f(scrub.p99))  slowest single \(f(scrub.slowest))")
    }
    for (name, why) in unavailable.sorted(by: { $0.key < $1.key }) { print("\(name): not measured (\(why))") }
    for r in recording {
        let against = r.encoderSeconds.map { String(format: "; ffmpeg alone on the same frames %.1f s: %.2fx its time (goal <= 1.15)", $0, r.wallSeconds / $0) }
            ?? "; ffmpeg alone: not measured"
        print("recording the tour at \(Int(r.scale))x (mp4): \(r.frames) frames in " + String(format: "%.1f s", r.wallSeconds)
              + " = \(String(format: "%.1f", r.fps)) frames/s = " + String(format: "%.2f", r.realTime) + "x real time at 60 fps" + against)
    }
    print("the window's renderer with --renderer auto: " + (autoRenderer.map { ($0.software ? "software" : "opengl") + " (\($0.explanation))" }
                                                              ?? "not measured (no display)"))
    for (key, value) in motion.sorted(by: { $0.key < $1.key }) {
        print("motion \(key): " + String(format: "%.3g", value))
    }
    for line in memoryFigures.map(BenchCommand.memoryLines) ?? [] { print(line) }
    if let memory { print("peak memory of this bench process, every scene above (VmHWM): " + String(format: "%.1f", memory) + " MiB") }
    return 0
}

/// `value` with every NaN or infinity made null: JSON has no such numbers, and one (a percentile of
/// no frames, with a small `--frames`) made the whole report `{}`.
func jsonSafe(_ value: Any) -> Any {
    switch value {
    case let d as Double: return d.isFinite ? d : NSNull()
    case let a as [Any]: return a.map(jsonSafe)
    case let o as [String: Any]: return o.mapValues(jsonSafe)
    default: return value
    }
}
