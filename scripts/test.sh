#!/usr/bin/env bash
# `make test`: builds the suite optimized with testable imports, then runs it as two processes at
# once beside one private Xvfb (scripts/run-tests.sh says why two), and fails if either fails.
# Two processes finish sooner than one on two cores (docs/performance.md, "The test suite", has the figures).
#
#   scripts/test.sh [swift test arguments, e.g. --filter SUITE]
#
# With arguments, it runs `swift test` with them in one process.
# TEST_TIME_LIMIT stops a test process that runs longer, naming the tests it was in (run-tests.sh);
# BUILD_TIME_LIMIT stops a build that stalls and starts it once more (swift-build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
# How the Makefile's TEST_BUILD builds the suite, as scripts/check.sh reads it too.
read -r -a build <<< "${TEST_BUILD:--c release -Xswiftc -enable-testing}"
build+=(--build-path .build/test)

if (($#)); then
    exec scripts/with-xvfb.sh "$SWIFT" test "${build[@]}" "$@"
fi

SWIFT="$SWIFT" scripts/swift-build.sh "${build[@]}" --build-tests
exec scripts/run-tests.sh "$("$SWIFT" build "${build[@]}" --show-bin-path)/CardSimPackageTests.xctest"
