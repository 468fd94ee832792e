#!/usr/bin/env bash
# Installs CardSim under a prefix, or removes it:
#   scripts/install.sh PREFIX BINARY      BINARY → PREFIX/bin/cardsim, Assets → PREFIX/share/cardsim/Assets,
#                                         a desktop entry and the icon (drawn by the installed cardsim)
#   scripts/install.sh --uninstall PREFIX removes exactly those files
# `make install` and `make uninstall` call it with PREFIX (default ~/.local) and the release build.
set -euo pipefail

usage="usage: scripts/install.sh PREFIX BINARY | scripts/install.sh --uninstall PREFIX"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

installed_paths() {
    local prefix="$1"
    echo "$prefix/bin/cardsim"
    echo "$prefix/share/cardsim"
    echo "$prefix/share/applications/cardsim.desktop"
    for size in 64 128 256; do echo "$prefix/share/icons/hicolor/${size}x${size}/apps/cardsim.png"; done
}


if [[ "${1:-}" == "--uninstall" ]]; then
    [[ $# -eq 2 ]] || { echo "$usage" >&2; exit 2; }
    prefix="$2"
    while read -r path; do
        if [[ -e "$path" || -L "$path" ]]; then rm -rf -- "$path"; echo "removed $path"; fi
    done < <(installed_paths "$prefix")
    exit 0
fi

[[ $# -eq 2 ]] || { echo "$usage" >&2; exit 2; }
prefix="$1"
binary="$2"
[[ -x "$binary" ]] || { echo "cardsim install: no program at $binary (build it first: swift build -c release)" >&2; exit 1; }
[[ "$prefix" == /* ]] || prefix="$PWD/$prefix"

mkdir -p "$prefix/bin" "$prefix/share/cardsim" "$prefix/share/applications"
install -m 755 "$binary" "$prefix/bin/cardsim.new" && mv -f "$prefix/bin/cardsim.new" "$prefix/bin/cardsim"
rm -rf "$prefix/share/cardsim/Assets.new"
cp -R "$here/Assets" "$prefix/share/cardsim/Assets.new"
rm -rf "$prefix/share/cardsim/Assets"
mv "$prefix/share/cardsim/Assets.new" "$prefix/share/cardsim/Assets"

# The icon, drawn by the program just installed (which must find its Assets there to run at all).
for size in 64 128 256; do
    dir="$prefix/share/icons/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    env -u CARDSIM_ASSETS SDL_VIDEODRIVER=offscreen "$prefix/bin/cardsim" icon "$dir/cardsim.png" --size "$size"
done

cat > "$prefix/share/applications/cardsim.desktop" <<DESKTOP
[Desktop Entry]
Type=Application
Name=CardSim
GenericName=Phone Simulator
Comment=The App Store's Today tab and iOS card transitions, at 60 fps
Exec=$prefix/bin/cardsim
Icon=cardsim
Terminal=false
Categories=Development;Graphics;
Keywords=iOS;iPhone;simulator;transition;animation;
StartupWMClass=cardsim
DESKTOP

echo "cardsim: installed $prefix/bin/cardsim, its Assets in $prefix/share/cardsim, a desktop entry and an icon"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "cardsim: add $prefix/bin to PATH to run it as cardsim" ;; esac
