# The README's two commands: `make run` (set up what is missing, build, open CardSim) and `make test`.
SWIFT ?= swift
ARGS ?=

# Where `make install` puts CardSim: PREFIX/bin/cardsim, PREFIX/share/cardsim/Assets, a desktop
# entry, an icon, the man page, bash completion, AppStream metainfo and the licence
# (scripts/install.sh). DESTDIR stages it for a package (`make install DESTDIR=stage PREFIX=/usr`).
# `make uninstall PREFIX=…` removes them, and the folders the install made.
PREFIX ?= $(HOME)/.local
DESTDIR ?=

.PHONY: run test bench build setup demo install uninstall

setup:
	scripts/setup.sh

# Two builds. .build/release carries the Swift runtime inside (--static-swift-stdlib): the shared
# libraries' relocated pages cost resident memory (docs/performance.md, "Memory"). A run that loads
# a `--transition FILE.swift` needs the shared runtime (a library compiled from the file uses it,
# and in a host with a second copy inside its protocol casts fail), so .build/shared links it, and
# .build/release/cardsim hands such a run to .build/shared/release/cardsim (`exec`).
# `build` and `install` never run the package manager (a packager's build runs without root);
# `run`, `test` and `setup` install what is missing.
build:
	$(SWIFT) build -c release --static-swift-stdlib
	$(SWIFT) build -c release --build-path .build/shared

run: setup build
	.build/release/cardsim $(ARGS)

# The suite runs optimized, as CardSim ships, with testable imports (Sources has no assert(), so
# every check a debug build makes, preconditions and overflow traps, is still made): its run takes
# 2.6 min on a 2-core machine where a debug run takes 8.1. Its own build folder keeps
# .build/release, which `make run` links statically, as it is. `swift test` alone still runs it
# in debug, for a debugger. The clipboard test needs a real X server: the tests run beside a
# private Xvfb. scripts/test.sh runs the suite as two processes at once (the renderer's tests keep
# one core each); `make test ARGS="--filter SUITE"` runs what the filter names, in one.
TEST_BUILD = -c release -Xswiftc -enable-testing
test:
	scripts/setup.sh --test
	SWIFT="$(SWIFT)" TEST_BUILD="$(TEST_BUILD)" scripts/test.sh $(ARGS)

bench: build
	.build/release/cardsim bench

# The tour, rendered headless (also what `cardsim` does on a machine without a display).
demo: build
	.build/release/cardsim --headless --script Assets/Demos/tour.txt --record cardsim-demo.mp4

# The installed program carries the Swift runtime (--static-swift-stdlib), so it runs without the
# toolchain; it needs only the SDL libraries and ffmpeg (`make setup`, or the distribution's packages).
# A run with a `--transition` file needs the shared runtime: a second build on it goes to
# PREFIX/lib/cardsim/cardsim with the modules a file compiles against, and bin/cardsim hands such a
# run to it (it runs on the toolchain's runtime, there wherever the file's swiftc is).
install:
	$(SWIFT) build -c release --static-swift-stdlib --build-path .build/install
	$(SWIFT) build -c release --build-path .build/install-shared
	DESTDIR="$(DESTDIR)" scripts/install.sh "$(PREFIX)" .build/install/release/cardsim .build/install-shared/release/cardsim

uninstall:
	DESTDIR="$(DESTDIR)" scripts/install.sh --uninstall "$(PREFIX)"

# Sanitizers and fuzzing (Fuzz/README.md). `make check`: the whole test suite under ThreadSanitizer,
# then AddressSanitizer, each in its own build folder (.build/tsan, .build/asan), so .build/debug
# and .build/release stay as they are; no suite is skipped. `make check SANITIZERS=address` runs one;
# `make check LEAKS=1` turns on the leak check, off by default for known leaks (scripts/check.sh).
# `make fuzz`: each libFuzzer target in Fuzz/Targets for FUZZ_SECONDS (`make fuzz FUZZ_SECONDS=300`,
# `make fuzz FUZZ_TARGETS=cards`); built in .build/fuzz; a crash fails it and leaves the input in
# .build/fuzz/artifacts.
SANITIZERS ?= thread address
LEAKS ?=
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=

.PHONY: check fuzz

check:
	scripts/setup.sh --test
	SWIFT="$(SWIFT)" TEST_BUILD="$(TEST_BUILD)" scripts/check.sh $(if $(filter 1 yes true,$(LEAKS)),--leaks) $(SANITIZERS)

fuzz:
	scripts/setup.sh
	SWIFT="$(SWIFT)" FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh $(FUZZ_TARGETS)
