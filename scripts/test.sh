#!/usr/bin/env bash
# `make test`: builds the suite optimized with testable imports, then runs it as two processes at
# once beside one private Xvfb (scripts/with-xvfb.sh), and fails if either fails.
#
#   scripts/test.sh [swift test arguments, e.g. --filter SUITE]
#
# Why two processes: the suite's cost is the renderer's tests, and those run on the main actor, so
# one process keeps about one core busy however many tests it has. The plain-render agreement
# (every frame of every style against the plain render, both renderers, two scales, light and dark)
# is almost half of it; it runs in a process of its own beside everything else. On the 2-core
# machine: 258 s in one process, 158 s in two (docs/performance.md, "The test suite").
# With arguments, it runs `swift test` with them in one process, as before.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
# How the Makefile's TEST_BUILD builds the suite, as scripts/check.sh reads it too.
read -r -a build <<< "${TEST_BUILD:--c release -Xswiftc -enable-testing}"
build+=(--build-path .build/test)

if (($#)); then
    exec scripts/with-xvfb.sh "$SWIFT" test "${build[@]}" "$@"
fi

"$SWIFT" build "${build[@]}" --build-tests
bundle="$("$SWIFT" build "${build[@]}" --show-bin-path)/CardSimPackageTests.xctest"
apart=PlainRenderAgreementTests
log=$(mktemp "${TMPDIR:-/tmp}/cardsim-test.XXXXXX")
trap 'rm -f "$log"' EXIT

# Both shards together are the whole suite: one takes what the filter names, the other skips it.
scripts/with-xvfb.sh bash -c '
    "$1" --testing-library swift-testing --filter "$2" > "$3" 2>&1 & apart=$!
    "$1" --testing-library swift-testing --skip "$2"; rest=$?
    wait "$apart"; first=$?
    echo
    echo "--- $2, run beside the rest:"
    cat "$3"
    if ((rest != 0 || first != 0)); then
        echo "test.sh: failed (the rest: exit $rest; $2: exit $first)" >&2
        exit 1
    fi
' test.sh "$bundle" "$apart" "$log"
