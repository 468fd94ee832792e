#!/usr/bin/env bash
# `make check`: the whole test suite under each sanitizer named (default: thread, then address),
# each in its own build folder (.build/tsan, .build/asan) so that .build/debug and .build/release
# are never rebuilt by it. Optimized with testable imports, as `make test` builds the suite: the
# sanitizers see the code CardSim ships, and the runs take about half as long as debug ones. The
# tests run beside a private Xvfb, as `make test` runs them.
#
#   scripts/check.sh [--leaks] [thread] [address] [-- extra swift test arguments, e.g. --skip SUITE]
#
# ThreadSanitizer: every report fails the run (exit 66 once the suite ends; halt_on_error=0 so one
# run shows them all). Reports that are not CardSim's races but system libraries' (SDL, Mesa's
# llvmpipe threads) go in scripts/tsan-suppressions.txt, one an entry with the reason; none is
# needed today, so there is no such file.
#
# AddressSanitizer: any memory error (overflow, use after free, double free) fails the run. Its leak
# check (LeakSanitizer) is off unless `--leaks` (`make check LEAKS=1`): the suite's processes end
# with known leaks that are not memory errors and that it cannot tell apart from new ones:
#  - an App Store scene that has presented a story in the appstore, expand or sheet style stays
#    in a reference cycle, so a test's scene is never freed (once per scene, not per present: the
#    app makes one scene per run and keeps it, so it does not grow; see Fuzz/README.md);
#  - XCTest's runner keeps its suite objects at exit (libXCTest, not CardSim);
#  - Mesa's EGL strdup()s at every OpenGL renderer (libEGL_mesa, not CardSim).
# The fuzz targets (scripts/fuzz.sh) do check leaks: the parsers have none.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}

sanitizers=()
extra=()
leaks=0
while (($#)); do
    case "$1" in
        --) shift; extra=("$@"); break ;;
        thread|address) sanitizers+=("$1") ;;
        --leaks) leaks=1 ;;
        *) echo "usage: scripts/check.sh [--leaks] [thread] [address] [-- swift test arguments]" >&2; exit 2 ;;
    esac
    shift
done
((${#sanitizers[@]})) || sanitizers=(thread address)

summary=()
suppressions="$PWD/scripts/tsan-suppressions.txt"
tsan_options="halt_on_error=0 second_deadlock_stack=1"
[[ -f "$suppressions" ]] && tsan_options+=" suppressions=$suppressions"
export TSAN_OPTIONS="$tsan_options${TSAN_OPTIONS:+ $TSAN_OPTIONS}"
export ASAN_OPTIONS="detect_leaks=$leaks${ASAN_OPTIONS:+:$ASAN_OPTIONS}"

# How `make test` builds the suite (the Makefile's TEST_BUILD), so both build it one way.
read -r -a build <<< "${TEST_BUILD:--c release -Xswiftc -enable-testing}"

# A sanitized build that stalls is stopped after BUILD_TIME_LIMIT seconds (1200 unless set; each
# takes about 170 s on two cores) and started once more; its log gives the seconds at each line
# (scripts/swift-build.sh).
export BUILD_TIME_LIMIT=${BUILD_TIME_LIMIT:-1200}
build_with() { SWIFT="$SWIFT" scripts/swift-build.sh "${build[@]}" --build-tests "$@"; }

# The suite runs as `make test` runs it, two processes beside one Xvfb (scripts/run-tests.sh), and
# TEST_TIME_LIMIT stops a process that hangs, naming the tests it was in. Extra arguments run it
# through `swift test` in one process instead.
status=0
for s in "${sanitizers[@]}"; do
    path=.build/${s/thread/tsan}
    path=${path/address/asan}
    start=$SECONDS
    echo "check: the suite under --sanitize=$s, built in $path"
    if build_with --sanitize="$s" --build-path "$path"; then
        built=$((SECONDS - start))
        if ((${#extra[@]})); then
            run=(scripts/with-xvfb.sh "$SWIFT" test "${build[@]}" --skip-build --sanitize="$s" --build-path "$path" "${extra[@]}")
        else
            run=(scripts/run-tests.sh "$("$SWIFT" build "${build[@]}" --sanitize="$s" --build-path "$path" --show-bin-path)/CardSimPackageTests.xctest")
        fi
        if "${run[@]}"; then result=passed; else result=FAILED; status=1; fi
        summary+=("$s: $result (build ${built} s, tests $((SECONDS - start - built)) s)")
    else
        summary+=("$s: BUILD FAILED after $((SECONDS - start)) s"); status=1
    fi
    # Said as each sanitizer ends too, so a run stopped from outside still shows the ones done.
    echo "check: ${summary[-1]}"
done
printf 'check: %s\n' "${summary[@]}"
exit $status
