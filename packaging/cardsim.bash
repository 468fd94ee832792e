# bash completion for cardsim: subcommands, options, and the values options take (styles,
# devices, languages, settings keys, files). Installed as share/bash-completion/completions/cardsim.
# Each *_opts list is held to the parser's own tables by CommandLineDocsTests: adding an option
# to cardsim is one word here.

_cardsim_run_opts="--headless --script --record --trace --fps --speed --scale --lang --date --device --style --transition --compare --dismiss-rule --param --preset --cards --show-touches --no-show-touches --bezel --no-bezel --appearance --reduce-motion --no-reduce-motion --output-dir --renderer --software -v --verbose --duration --settings --no-settings -h --help -V --version"
_cardsim_curve_opts="--duration --damping --bounce --mass --stiffness --velocity --points --position --rate --dimension --coefficient --step --fps --plot -h --help"
_cardsim_settings_opts="--settings --json -h --help"
_cardsim_devices_opts="--json -h --help"
_cardsim_icon_opts="--size -h --help"
_cardsim_styles_opts="--json --export --param --preset -h --help"
_cardsim_bench_opts="--json --frames --cycles --profile --quick --window --scrub --transition --style -h --help"
_cardsim_subcommands="curve settings devices styles icon bench"
# The card transition styles, in Settings' order (the registry's names).
_cardsim_styles="appstore expand sheet slide zoom"
_cardsim_settings_keys="style speed touches bezel lang appearance reduceMotion device outputDir preset"

# The devices, asked of the program itself so a new one completes without editing this file.
_cardsim_devices() {
    "$1" devices --json 2>/dev/null | sed -n 's/.*"name": "\([^"]*\)".*/\1/p'
}

# STYLE.NAME= for --param, asked of `cardsim styles STYLE --json` (each style's table), so a new
# parameter completes without editing this file; nothing where the program cannot say.
_cardsim_parameters() {
    local style
    for style in $_cardsim_styles; do
        "$1" styles "$style" --json 2>/dev/null | grep -o '"name":"[^"]*"' | sed "s/\"name\":\"\\(.*\\)\"/$style.\\1=/"
    done
}

_cardsim() {
    local cur prev program=${COMP_WORDS[0]}
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    local command=run
    if ((COMP_CWORD > 1)); then
        case " $_cardsim_subcommands " in *" ${COMP_WORDS[1]} "*) command=${COMP_WORDS[1]} ;; esac
    fi

    # A value for the option before the cursor.
    case $prev in
        --script|--cards|--settings|--trace) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --record|--plot) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --output-dir) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --lang) COMPREPLY=($(compgen -W "en ko" -- "$cur")); return ;;
        --appearance) COMPREPLY=($(compgen -W "light dark automatic" -- "$cur")); return ;;
        --renderer) COMPREPLY=($(compgen -W "auto opengl software" -- "$cur")); return ;;
        --dismiss-rule) COMPREPLY=($(compgen -W "projection lower-half" -- "$cur")); return ;;
        --style) COMPREPLY=($(compgen -W "$_cardsim_styles" -- "$cur")); return ;;
        --device) COMPREPLY=($(compgen -W "$(_cardsim_devices "$program")" -- "$cur")); return ;;
        --compare) COMPREPLY=($(compgen -W "$_cardsim_styles $(_cardsim_devices "$program")" -- "$cur")); return ;;
        --param) compopt -o nospace 2>/dev/null; COMPREPLY=($(compgen -W "$(_cardsim_parameters "$program")" -- "$cur")); return ;;
        --preset) COMPREPLY=($(compgen -f -X '!*.json' -- "$cur")); return ;;
        --transition) COMPREPLY=($(compgen -f -X '!*.swift' -- "$cur")); return ;;
        --export) COMPREPLY=($(compgen -W "uikit swiftui" -- "$cur")); return ;;
        --rate) COMPREPLY=($(compgen -W "normal fast" -- "$cur")); return ;;
        --fps|--speed|--scale|--date|--duration|--frames|--cycles|--size|--duration|--damping|--bounce|--mass|--stiffness|--velocity|--points|--position|--dimension|--coefficient|--step)
            return ;;
    esac

    if [[ $cur == -* ]]; then
        local opts="_cardsim_${command}_opts"
        COMPREPLY=($(compgen -W "${!opts}" -- "$cur"))
        return
    fi

    case $command in
        run) ((COMP_CWORD == 1)) && COMPREPLY=($(compgen -W "$_cardsim_subcommands" -- "$cur")) ;;
        curve) ((COMP_CWORD == 2)) && COMPREPLY=($(compgen -W "spring bezier decay rubber" -- "$cur"))
               [[ ${COMP_WORDS[2]} == bezier && COMP_CWORD == 3 ]] && COMPREPLY=($(compgen -W "linear easeIn easeOut easeInOut default" -- "$cur")) ;;
        icon) COMPREPLY=($(compgen -f -- "$cur")) ;;
        styles) ((COMP_CWORD == 2)) && COMPREPLY=($(compgen -W "$_cardsim_styles" -- "$cur")) ;;
        settings)
            local i action="" key=""
            for ((i = 2; i < COMP_CWORD; i++)); do
                case ${COMP_WORDS[i]} in
                    --settings) ((i++)) ;;
                    -*) ;;
                    *) if [[ -z $action ]]; then action=${COMP_WORDS[i]}; elif [[ -z $key ]]; then key=${COMP_WORDS[i]}; fi ;;
                esac
            done
            if [[ -z $action ]]; then
                COMPREPLY=($(compgen -W "get set reset" -- "$cur"))
            elif [[ -z $key ]]; then
                COMPREPLY=($(compgen -W "$_cardsim_settings_keys" -- "$cur"))
            elif [[ $action == set ]]; then
                case $key in
                    style) COMPREPLY=($(compgen -W "$_cardsim_styles" -- "$cur")) ;;
                    speed) COMPREPLY=($(compgen -W "1 0.5 0.25 0.1" -- "$cur")) ;;
                    touches|bezel|reduceMotion) COMPREPLY=($(compgen -W "on off" -- "$cur")) ;;
                    lang) COMPREPLY=($(compgen -W "en ko" -- "$cur")) ;;
                    appearance) COMPREPLY=($(compgen -W "light dark automatic" -- "$cur")) ;;
                    device) COMPREPLY=($(compgen -W "$(_cardsim_devices "$program")" -- "$cur")) ;;
                    outputDir) COMPREPLY=($(compgen -d -- "$cur")) ;;
                    preset)
                        local presets=${XDG_CONFIG_HOME:-$HOME/.config}/cardsim/presets
                        COMPREPLY=($(compgen -W "$(cd "$presets" 2>/dev/null && ls -- *.json 2>/dev/null | sed 's/\.json$//')" -- "$cur")) ;;
                esac
            fi ;;
    esac
}
complete -F _cardsim cardsim
