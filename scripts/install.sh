#!/usr/bin/env bash
# Installs CardSim under a prefix, or removes it, as a distribution's package would:
#   scripts/install.sh PREFIX BINARY [SHARED]
#                                           BINARY → PREFIX/bin/cardsim; what it runs on (fonts, art, cards,
#                                           the demo scripts) → PREFIX/share/cardsim/Assets; a desktop entry,
#                                           the icon, the man page, bash completion, AppStream metainfo and
#                                           the licence; what a user's transition file compiles against (the
#                                           UIKit, SimKit and Motion modules in Modules/ beside SHARED, else
#                                           beside BINARY) → PREFIX/lib/cardsim/Modules; SHARED, a build on
#                                           the shared Swift runtime that bin/cardsim hands a run with a file
#                                           to, → PREFIX/lib/cardsim/cardsim
#   scripts/install.sh --uninstall PREFIX   removes exactly those files, and the folders the install made
# DESTDIR stages it (DESTDIR=stage scripts/install.sh /usr BINARY puts it under stage/usr); every path
# written into a file (the desktop entry's Exec=) names PREFIX, never the stage. Installing never runs
# the package manager: `make install` builds and calls this; `make setup` installs SDL and ffmpeg.
set -euo pipefail

usage="usage: scripts/install.sh PREFIX BINARY [SHARED] | scripts/install.sh --uninstall PREFIX  (DESTDIR stages either)"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
metainfo=io.github.cardsim.cardsim.metainfo.xml

# The files it installs, relative to PREFIX.
installed_files() {
    echo bin/cardsim
    echo share/cardsim
    echo share/applications/cardsim.desktop
    for size in 64 128 256; do echo "share/icons/hicolor/${size}x${size}/apps/cardsim.png"; done
    echo share/man/man1/cardsim.1
    echo share/bash-completion/completions/cardsim
    echo "share/metainfo/$metainfo"
    echo share/doc/cardsim
    echo lib/cardsim
}

# The folders those files go in, deepest first, relative to PREFIX.
folders() {
    for size in 64 128 256; do
        echo "share/icons/hicolor/${size}x${size}/apps"; echo "share/icons/hicolor/${size}x${size}"
    done
    printf '%s\n' share/icons/hicolor share/icons share/applications share/man/man1 share/man \
        share/bash-completion/completions share/bash-completion share/metainfo share/doc share lib bin
}

# Where the install records the folders it made, so that uninstall removes those and only those.
made_list() { echo "$1/share/cardsim/folders-made-by-install"; }

if [[ "${1:-}" == "--uninstall" ]]; then
    [[ $# -eq 2 ]] || { echo "$usage" >&2; exit 2; }
    root="${DESTDIR:-}$2"
    made=()
    if [[ -f "$(made_list "$root")" ]]; then mapfile -t made < "$(made_list "$root")"; fi
    while read -r path; do
        if [[ -e "$root/$path" || -L "$root/$path" ]]; then rm -rf -- "${root:?}/$path"; echo "removed $root/$path"; fi
    done < <(installed_files)
    # Deepest first; a folder that holds anything else stays.
    while read -r folder; do
        for m in "${made[@]}"; do
            if [[ "$m" == "$folder" && -d "$root/$folder" ]] && rmdir -- "$root/$folder" 2>/dev/null; then
                echo "removed $root/$folder/"
            fi
        done
    done < <(folders)
    if [[ " ${made[*]} " == *" . "* ]] && rmdir -- "$root" 2>/dev/null; then echo "removed $root/"; fi
    exit 0
fi

[[ $# -eq 2 || $# -eq 3 ]] || { echo "$usage" >&2; exit 2; }
prefix="$1"
binary="$2"
shared="${3:-}"
[[ -z "$shared" || -x "$shared" ]] || { echo "cardsim: no program at $shared (build it first: swift build -c release)" >&2; exit 1; }
[[ -x "$binary" ]] || { echo "cardsim: no program at $binary (build it first: swift build -c release)" >&2; exit 1; }
[[ "$prefix" == /* ]] || prefix="$PWD/$prefix"
root="${DESTDIR:-}$prefix"
if [[ -n "${DESTDIR:-}" && "$DESTDIR" != /* ]]; then root="$PWD/$root"; fi

# Note each folder this install makes (kept from an earlier install over this one).
made=()
if [[ -f "$(made_list "$root")" ]]; then mapfile -t made < "$(made_list "$root")"; fi
[[ -d "$root" ]] || made+=(.)
while read -r folder; do
    [[ -d "$root/$folder" ]] || made+=("$folder")
done < <(folders)
mkdir -p "$root/bin" "$root/lib/cardsim" "$root/share/cardsim" "$root/share/applications" "$root/share/man/man1" \
    "$root/share/bash-completion/completions" "$root/share/metainfo" "$root/share/doc/cardsim"
printf '%s\n' "${made[@]}" | sort -u > "$(made_list "$root")"

install -m 755 "$binary" "$root/bin/cardsim.new" && mv -f "$root/bin/cardsim.new" "$root/bin/cardsim"

# What a user's transition file compiles against: the modules of the build that loads it, which
# must be the build on the shared runtime (bin/cardsim hands a run with a file to it).
modules="$(dirname "${shared:-$binary}")/Modules"
rm -rf "$root/lib/cardsim/Modules"
mkdir -p "$root/lib/cardsim/Modules"
for module in UIKit SimKit Motion; do
    [[ -f "$modules/$module.swiftmodule" ]] || { echo "cardsim: no $module.swiftmodule in $modules" >&2; exit 1; }
    install -m 644 "$modules/$module.swiftmodule" "$root/lib/cardsim/Modules/"
    if [[ -f "$modules/$module.swiftdoc" ]]; then install -m 644 "$modules/$module.swiftdoc" "$root/lib/cardsim/Modules/"; fi
done
rm -f "$root/lib/cardsim/cardsim"
if [[ -n "$shared" && "$shared" != "$binary" ]]; then install -m 755 "$shared" "$root/lib/cardsim/cardsim"; fi

# What the program runs on; the README's pictures and GIFs (Assets/Demos/*.png, *.gif) stay behind.
rm -rf "$root/share/cardsim/Assets.new"
mkdir -p "$root/share/cardsim/Assets.new/Demos"
cp -R "$here/Assets/Fonts" "$here/Assets/Art" "$here/Assets/cards.json" "$root/share/cardsim/Assets.new/"
cp "$here"/Assets/Demos/*.txt "$root/share/cardsim/Assets.new/Demos/"
rm -rf "$root/share/cardsim/Assets"
mv "$root/share/cardsim/Assets.new" "$root/share/cardsim/Assets"

# The icon, drawn by the program just installed (which must find its Assets there to run at all).
for size in 64 128 256; do
    dir="$root/share/icons/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    env -u CARDSIM_ASSETS SDL_VIDEODRIVER=offscreen "$root/bin/cardsim" icon "$dir/cardsim.png" --size "$size"
done

version="$("$root/bin/cardsim" --version)"
version="${version#cardsim }"
# The release's date: the CHANGELOG heading that names this version (`## 2026-12-03 — 0.1.0`).
date="$(sed -n "s/^## \([0-9-]*\) .*$version\$/\1/p" "$here/CHANGELOG.md" | head -n 1)"
[[ -n "$date" ]] || { echo "cardsim: CHANGELOG.md has no heading for version $version" >&2; exit 1; }
sed "s|@BINDIR@|$prefix/bin|" "$here/packaging/cardsim.desktop" > "$root/share/applications/cardsim.desktop"
sed "s|@VERSION@|$version|" "$here/packaging/cardsim.1" > "$root/share/man/man1/cardsim.1"
install -m 644 "$here/packaging/cardsim.bash" "$root/share/bash-completion/completions/cardsim"
sed -e "s|@VERSION@|$version|" -e "s|@DATE@|$date|" "$here/packaging/$metainfo" > "$root/share/metainfo/$metainfo"
install -m 644 "$here/LICENSE" "$here/Assets/Fonts/OFL.txt" "$here/Assets/Fonts/Inter-OFL.txt" "$root/share/doc/cardsim/"

echo "cardsim: installed $root/bin/cardsim $version, its Assets in $root/share/cardsim, the modules a transition"
echo "cardsim: file compiles against in $root/lib/cardsim, a desktop entry, an icon, the man page, bash completion"
echo "cardsim: and AppStream metainfo"
if [[ -z "${DESTDIR:-}" ]]; then
    case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "cardsim: add $prefix/bin to PATH to run it as cardsim" ;; esac
fi
