# The README's two commands: `make run` (set up what is missing, build, open CardSim) and `make test`.
SWIFT ?= swift
ARGS ?=

.PHONY: run test bench build setup demo

setup:
	scripts/setup.sh

build: setup
	$(SWIFT) build -c release

run: build
	.build/release/cardsim $(ARGS)

test:
	scripts/setup.sh --test
	$(SWIFT) test

bench: build
	.build/release/cardsim bench

# The tour, rendered headless (also what `cardsim` does on a machine without a display).
demo: build
	.build/release/cardsim --headless --script Assets/Demos/tour.txt --record cardsim-demo.mp4
