#!/usr/bin/env bash
# Installs what CardSim needs on Debian or Ubuntu, only what is missing: SDL2, SDL2_ttf, SDL2_image
# (development files), pkg-config and ffmpeg; with --test also Xvfb, for the tests that need a real
# X server (the clipboard), and Mesa's EGL and GL drivers, on which the tests run SDL's OpenGL
# renderer headless (offscreen video driver, llvmpipe) to compare it with the software one, and
# appstream and desktop-file-utils, whose validators check what `make install` writes. The
# tests use neither xdotool nor ImageMagick; Tools/ says where it needs ImageMagick. Runs apt-get
# as root, or through sudo; says what to do when neither is possible. `.ci/run` installs through
# it too, so this list is the one place the packages are named.
set -euo pipefail

packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev pkg-config ffmpeg)
if [[ "${1:-}" == "--test" ]]; then
    packages+=(xvfb libegl1 libegl-mesa0 libgl1 libgl1-mesa-dri libgles2 appstream desktop-file-utils)
fi

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

if ((${#missing[@]})); then
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "cardsim setup: missing ${missing[*]}, and this is not a Debian/Ubuntu system (no apt-get)." >&2
        echo "Install SDL2, SDL2_ttf and SDL2_image development files, pkg-config and ffmpeg with your package manager." >&2
        exit 1
    fi
    if [[ "$(id -u)" == 0 ]]; then
        as_root=()
    elif command -v sudo >/dev/null 2>&1 && { sudo -n true 2>/dev/null || [[ -t 0 ]]; }; then
        as_root=(sudo)
    else
        echo "cardsim setup: missing ${missing[*]}; installing them needs root, and sudo is not available." >&2
        echo "Ask an administrator to run:  apt-get install ${missing[*]}" >&2
        exit 1
    fi
    echo "cardsim setup: installing ${missing[*]}"
    "${as_root[@]}" apt-get update
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "cardsim setup: Swift 6 is not installed. Get the toolchain from https://www.swift.org/install/linux/" >&2
    echo "and put its usr/bin on PATH, then run this again." >&2
    exit 1
fi
