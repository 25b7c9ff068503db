#!/usr/bin/env bash
# Runs a fuzz target under libFuzzer with AddressSanitizer (and LeakSanitizer) for SECONDS:
#   bash Scripts/fuzz.sh TARGET SECONDS [libFuzzer flags…]
#   bash Scripts/fuzz.sh all SECONDS [libFuzzer flags…]      every target, two at a time
#   FUZZ_CONFIGURATION=debug bash Scripts/fuzz.sh …         a debug build (quicker to build)
# Targets: `swift run tintype-fuzz --list` (Tests/Fuzz/README.md). The committed seeds in
# Tests/Fuzz/Corpus/TARGET are read; inputs that reach new code go to .build-fuzz/corpus/TARGET
# (kept between runs, not committed). A crash, a leak or an input slower than 1 s is written to
# .build-fuzz/crashes/ and fails the run (exit 1). Each target's last line reports executions,
# executions per second, and the coverage reached (libFuzzer's `cov` edges and `ft` features).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: bash Scripts/fuzz.sh TARGET|all SECONDS [libFuzzer flags…]" >&2; exit 2; }
target=$1 seconds=$2
shift 2
flags=("$@")
targets="font trak theme-json theme-yaml tokens resolver reference-graph tint-tree tint-events layout-tree layout-events compiled baseline template"
case " $targets all " in
    *" $target "*) ;;
    *) echo "fuzz.sh: unknown target '$target'; use one of: $targets, or all" >&2; exit 2 ;;
esac
build=.build-fuzz
# Release by default (several times the executions per second); FUZZ_CONFIGURATION=debug builds
# faster, which is what CI's short runs want.
configuration=${FUZZ_CONFIGURATION:-release}
swift build -c "$configuration" --build-path "$build" --product tintype-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DTINTYPE_FUZZING -Xswiftc -g 2>&1 | grep -v "Cannot export local symbol" >&2
binary="$build/$configuration/tintype-fuzz"
mkdir -p "$build/crashes"

fuzz() {
    local name=$1 dictionary
    shift
    case $name in
        font|trak) dictionary=Tests/Fuzz/Dictionaries/font.dict ;;
        theme-yaml) dictionary=Tests/Fuzz/Dictionaries/yaml.dict ;;
        *) dictionary=Tests/Fuzz/Dictionaries/json.dict ;;
    esac
    mkdir -p "$build/corpus/$name"
    if TINTYPE_FUZZ_TARGET=$name SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
        LSAN_OPTIONS=suppressions=$PWD/Tests/Sanitizers/lsan.supp:print_suppressions=0 \
        "$binary" "$build/corpus/$name" "Tests/Fuzz/Corpus/$name" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 \
        -dict="$dictionary" -artifact_prefix="$build/crashes/$name-" -print_final_stats=1 "$@" 2> "$build/$name.log"; then
        echo "fuzz $name: $(grep -E '^#[0-9]+.*DONE' "$build/$name.log" | tail -1)" >&2
    else
        tail -30 "$build/$name.log" >&2
        echo "fuzz $name: FAILED; the input is in $build/crashes/$name-*; replay it: swift run tintype-fuzz $name FILE" >&2
        return 1
    fi
}

if [ "$target" != all ]; then
    fuzz "$target" "${flags[@]}"
    exit
fi
# Two at a time (this machine has two cores); each target's log is $build/TARGET.log.
status=0
pids=()
for name in $targets; do
    fuzz "$name" "${flags[@]}" &
    pids+=($!)
    if [ ${#pids[@]} -eq 2 ]; then
        for pid in "${pids[@]}"; do wait "$pid" || status=1; done
        pids=()
    fi
done
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
