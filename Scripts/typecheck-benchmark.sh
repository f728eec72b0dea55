#!/usr/bin/env bash
# Times the rebuild of a file of 400 everyday expectations (equal, contain, beginWith, beCloseTo, ==, >,
# beNil, dictionary equal) against DoublesMatchers, and, with --nimble, against Nimble 14.0.0 for comparison.
#
#   bash Scripts/typecheck-benchmark.sh            # DoublesMatchers only
#   bash Scripts/typecheck-benchmark.sh --nimble   # both; needs Nimble 14.0.0 to be resolvable by SwiftPM
#
# Each figure is the median of five runs, in seconds: `swiftc -typecheck`, and a debug compile (`swiftc -c -Onone`:
# type-checking and code generation, as a rebuild of that one test file does).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

generate() { # $1: the import line. Literals everywhere, as tests write them, so overloads must be solved.
    echo "$1"
    echo "func everydayExpectations(i: Int, optional: Int?) {"
    for n in $(seq 1 50); do
        cat <<SWIFT
    expect(i + $n).to(equal(i + $n))
    expect([1, 2, $n]).to(contain($n))
    expect("name$n").to(beginWith("na"))
    expect(1.5 + $n).to(beCloseTo($n.5, within: 0.01))
    expect(i + $n) == $n + 1
    expect(i + $n) > $n
    expect(optional).to(beNil())
    expect(["k$n": $n]).to(equal(["k$n": $n]))
SWIFT
    done
    echo "}"
}

median_seconds() { # $1: typecheck|compile, $2: file, $3...: extra swiftc flags
    local mode="$1" file="$2"; shift 2
    local action=(-typecheck)
    [ "$mode" = compile ] && action=(-c -o "$work/out.o" -Onone -parse-as-library)
    local times=()
    for _ in 1 2 3 4 5; do
        local start end
        start=$(date +%s.%N)
        swiftc "${action[@]}" -swift-version 6 "$@" "$file" || { echo "swiftc failed on $file" >&2; exit 1; }
        end=$(date +%s.%N)
        times+=("$(python3 -c "print(f'{$end - $start:.2f}')")")
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n 3p
}

cd "$root"
swift build --target DoublesMatchers > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
modules="$(swift build --show-bin-path)/Modules"
generate "import DoublesMatchers" > "$work/Doubles400.swift"
# Doubles' inlinable code calls the inline C functions of its DoublesAtomics target, so a client needs that
# module's map, which SwiftPM passes on to targets that depend on Doubles.
atomics="$root/Sources/DoublesAtomics/include"
doubles_check=$(median_seconds typecheck "$work/Doubles400.swift" -I "$modules" -I "$atomics")
doubles_build=$(median_seconds compile "$work/Doubles400.swift" -I "$modules" -I "$atomics")
echo "DoublesMatchers: 400 expectations: type-check ${doubles_check} s, debug compile ${doubles_build} s (medians of 5)"

if [ "${1:-}" = "--nimble" ]; then
    mkdir -p "$work/nimble-probe/Sources/Probe"
    cat > "$work/nimble-probe/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "NimbleProbe",
    dependencies: [.package(url: "https://github.com/Quick/Nimble", exact: "14.0.0")],
    targets: [.target(name: "Probe", dependencies: [.product(name: "Nimble", package: "Nimble")])]
)
SWIFT
    echo "import Nimble" > "$work/nimble-probe/Sources/Probe/Probe.swift"
    (cd "$work/nimble-probe" && swift build > "$work/nimble.log" 2>&1) || { cat "$work/nimble.log"; exit 1; }
    nimble_modules="$(cd "$work/nimble-probe" && swift build --show-bin-path)/Modules"
    generate "import Nimble" > "$work/Nimble400.swift"
    nimble_check=$(median_seconds typecheck "$work/Nimble400.swift" -I "$nimble_modules")
    nimble_build=$(median_seconds compile "$work/Nimble400.swift" -I "$nimble_modules")
    echo "Nimble 14.0.0:   400 expectations: type-check ${nimble_check} s, debug compile ${nimble_build} s (medians of 5)"
    echo "DoublesMatchers / Nimble: type-check $(python3 -c "print(f'{$doubles_check / $nimble_check:.2f}')"), debug compile $(python3 -c "print(f'{$doubles_build / $nimble_build:.2f}')")"
fi
