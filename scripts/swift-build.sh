#!/usr/bin/env bash
# `swift build` with its arguments, as scripts/test.sh, scripts/check.sh and scripts/fuzz.sh build.
#
#   scripts/swift-build.sh [swift build arguments]
#
# With BUILD_TIME_LIMIT=SECONDS (CI sets it), each line of the build's output carries the seconds
# since it began, so a slow build's log says where the time went, and a build still running after
# that long is stopped and started once more, carrying on from what it had compiled. SwiftPM has
# hung in its planning on some virtual machines with few cores (swift-package-manager issue 9441);
# a hung build would otherwise hold a CI run until it is stopped from outside, with nothing said.
# Without it, this is `swift build`.
set -uo pipefail
SWIFT=${SWIFT:-swift}
limit=${BUILD_TIME_LIMIT:-0}
if ((limit == 0)); then exec "$SWIFT" build "$@"; fi

stamped() {
    local start=$SECONDS line
    while IFS= read -r line; do printf '[%4d s] %s\n' $((SECONDS - start)) "$line"; done
}
for try in 1 2; do
    timeout --kill-after=30 "$limit" "$SWIFT" build "$@" 2>&1 | stamped
    code=${PIPESTATUS[0]}
    ((code == 124 || code == 137)) || exit "$code"
    echo "swift-build: stopped after $limit s (BUILD_TIME_LIMIT), try $try of 2: swift build $*" >&2
done
exit 1
