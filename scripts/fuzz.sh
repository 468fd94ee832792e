#!/usr/bin/env bash
# Builds CardSim's libFuzzer targets (Fuzz/Targets/*.swift) and runs each for a set time.
#
#   scripts/fuzz.sh [--build-only] [--seconds N] [TARGET...]     targets: script cards settings curve
#   scripts/fuzz.sh --replay TARGET FILE...                       run inputs once (a crash, a corpus)
#   FUZZ_SECONDS=N (default 60) per target; FUZZ_FLAGS="-jobs=2 …" more libFuzzer flags.
#
# How it is built, in .build/fuzz only (never .build/debug or .build/release):
#  1. SwiftPM builds cardsim's modules with `-sanitize=fuzzer` (coverage for libFuzzer) and
#     `--sanitize=address` (to catch memory errors), debug and `-enable-testing` as `swift build`
#     does, so cardsim's internal CurveRequest is reachable with @testable import.
#  2. swiftc compiles the target's one file against those modules and links it with their object
#     files and libFuzzer (`-sanitize=fuzzer,address`) into .build/fuzz/bin/TARGET. The cardsim
#     module's entry point is `cardsim_main` (as SwiftPM builds it for its tests), so libFuzzer's
#     main is the program's. Package.swift is untouched: plain `swift build` does not see Fuzz/.
#
# Each run starts from the seeds in Fuzz/Corpus/TARGET (committed, never written) plus what earlier
# runs found in .build/fuzz/corpus/TARGET (kept between runs, git-ignored). An input that crashes,
# traps, leaks or runs past 10 s is saved as .build/fuzz/artifacts/TARGET/crash-… (or timeout-…,
# oom-…); the script goes on with the other targets and exits 1 at the end. To fix one: replay it
# (`scripts/fuzz.sh --replay TARGET FILE`), fix the bug, and add the input as a regression test
# in the matching Tests/ folder (see Fuzz/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
SWIFTC=${SWIFTC:-$(dirname "$(command -v "$SWIFT")")/swiftc}
BUILD=.build/fuzz
seconds=${FUZZ_SECONDS:-60}
build_only=false
replay=false
targets=()
while (($#)); do
    case "$1" in
        --build-only) build_only=true ;;
        --seconds) seconds=$2; shift ;;
        --replay) replay=true ;;
        -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
        *) targets+=("$1") ;;
    esac
    shift
done
all=(script cards settings curve)
if $replay; then
    ((${#targets[@]} >= 2)) || { echo "usage: scripts/fuzz.sh --replay TARGET FILE..." >&2; exit 2; }
    files=("${targets[@]:1}")
    targets=("${targets[0]}")
fi
((${#targets[@]})) || targets=("${all[@]}")

# The modules a target links: every module the cardsim executable is made of (read from
# `swift package describe`, so moving code between targets needs no change here), without cardsim
# itself except for `curve`. Every target gets them all: the linker keeps what is used.
describe=$("$SWIFT" package describe)
deps_of() {
    awk -v t="$1" '/^    [^ ]/ { d = 0 } /^    Name: / { n = $2 }
        /^    Target dependencies:/ { d = (n == t); next } d && /^        [^ ]/ { print $1 }' <<<"$describe"
}
modules=(cardsim)
for ((i = 0; i < ${#modules[@]}; i++)); do
    for m in $(deps_of "${modules[i]}"); do [[ " ${modules[*]} " == *" $m "* ]] || modules+=("$m"); done
done
for t in "${targets[@]}"; do
    [[ " ${all[*]} " == *" $t "* ]] || { echo "fuzz: unknown target '$t' (targets: ${all[*]})" >&2; exit 2; }
done

start=$SECONDS
# -sanitize=fuzzer goes to swiftc, not `--sanitize=fuzzer`: with that SwiftPM compiles executable
# targets as libraries (libFuzzer brings main), and cardsim's main.swift then does not compile.
SWIFT="$SWIFT" scripts/swift-build.sh --build-path "$BUILD" --sanitize=address -Xswiftc -sanitize=fuzzer --target cardsim
bin=$("$SWIFT" build --build-path "$BUILD" --show-bin-path)

sdl_cflags=()
for f in $(pkg-config --cflags sdl2); do sdl_cflags+=(-Xcc "$f"); done
mkdir -p "$BUILD/bin"
for t in "${targets[@]}"; do
    objects=()
    # The objects of the module's current sources (SwiftPM leaves those of deleted files behind).
    for m in "${modules[@]}"; do
        [[ $m != cardsim || $t == curve ]] || continue
        [[ -f "$bin/$m.build/sources" ]] || continue   # CSDL2: a system library, no objects
        while IFS= read -r src; do objects+=("$bin/$m.build/$(basename "$src").o"); done <"$bin/$m.build/sources"
    done
    out="$BUILD/bin/$t"
    # Relink only when the target's file or one of the module objects is newer than the binary.
    if [[ -x "$out" ]] && [[ -z "$(find "Fuzz/Targets/$t.swift" "${objects[@]}" -newer "$out" -print -quit)" ]]; then continue; fi
    "$SWIFTC" -swift-version 6 -g -Onone -parse-as-library -sanitize=fuzzer,address \
        -module-name "fuzz_$t" -I "$bin/Modules" -Xcc "-fmodule-map-file=$PWD/Sources/CSDL2/module.modulemap" \
        ${sdl_cflags[@]+"${sdl_cflags[@]}"} -module-cache-path "$BUILD/ModuleCache" \
        "Fuzz/Targets/$t.swift" "${objects[@]}" -o "$out"
done
echo "fuzz: built ${targets[*]} in $((SECONDS - start)) s"
$build_only && exit 0

# ASan: a leak is a finding too; Swift's runtime keeps its metadata caches, which LSan does not
# count as leaks (they stay reachable).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
if $replay; then
    exec "$BUILD/bin/${targets[0]}" -rss_limit_mb=4096 "${files[@]}"
fi

failed=()
for t in "${targets[@]}"; do
    mkdir -p "$BUILD/corpus/$t" "$BUILD/artifacts/$t"
    log="$BUILD/$t.log"
    echo "fuzz: $t for ${seconds} s (log: $log)"
    # -timeout: one input past 10 s is a hang (the curve command once ran forever on huge numbers).
    # -rss_limit_mb: a near-1 decay rate once ran out of memory; 4 GB is plenty for any honest input.
    # -max_len: script and card files are text that people write; 64 KiB covers the largest seed.
    # -dict: the words of the input format (Fuzz/Dictionaries), so mutations reach past the keywords.
    if "$BUILD/bin/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$BUILD/artifacts/$t/" -dict="Fuzz/Dictionaries/$t.dict" \
        ${FUZZ_FLAGS:-} "$BUILD/corpus/$t" "Fuzz/Corpus/$t" >"$log" 2>&1; then
        status=ok
    else
        status=FAILED
        failed+=("$t")
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 || true)
    echo "fuzz: $t $status: ${runs:-?} runs, ${rate:-?} exec/s, ${cov:-cov: ?}, corpus $(ls "$BUILD/corpus/$t" | wc -l) files"
    if [[ $status == FAILED ]]; then
        # The report and the input (libFuzzer prints small ones in Base64), so that a CI log alone
        # is enough to reproduce it: `echo BASE64 | base64 -d > crash`.
        grep -E -A12 'ERROR|Fatal error|Precondition failed' "$log" | head -40 || true
        grep -E 'SUMMARY|Test unit written|^Base64:' "$log" || true
        artifact=$(sed -n 's/.*Test unit written to //p' "$log" | tail -1)
        echo "fuzz: replay with: scripts/fuzz.sh --replay $t ${artifact:-$BUILD/artifacts/$t/<file>}"
    fi
done
if ((${#failed[@]})); then
    echo "fuzz: FAILED: ${failed[*]} (inputs in $BUILD/artifacts/)" >&2
    exit 1
fi
echo "fuzz: no crashes in ${targets[*]}"
