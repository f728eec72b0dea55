#!/usr/bin/env bash
# Times the type-checking of a file of 100 everyday stubbing and checking lines (`stub(…).with(…)`, `didCall`,
# `haveReceived`, `receivedCall`, with literals, `nil` and `Argument` options) against Doubles and
# DoublesMatchers: the lines whose overloads an expected-argument API adds to solve.
#
#   bash Scripts/typecheck-stubs.sh [PACKAGE_ROOT]   # the package to time; this one by default
#
# Prints the median of nine `swiftc -typecheck` runs, in seconds.
set -euo pipefail
root="$(cd "${1:-$(dirname "$0")/..}" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

{
    cat <<'SWIFT'
import Doubles
import DoublesMatchers

final class FakeStore: Spryable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case load = "load(_:version:)"
        case save = "save(_:tags:)"
        case find = "find(_:)"
    }
    func load(_ id: String, version: Int) -> String { spryify(arguments: id, version) }
    func save(_ name: String, tags: [String]) -> Bool { spryify(arguments: name, tags) }
    func find(_ name: String?) -> Int? { spryify(arguments: name) }
}

func everydayStubs(fake: FakeStore) {
SWIFT
    for n in $(seq 1 "${LINES_PER_5:-20}"); do
        cat <<SWIFT
    fake.stub(.load).with("id-$n", $n).andReturn("v$n")
    fake.stub(.save).with("n$n", ["a", "b$n"]).andReturn(true)
    fake.stub(.find).with(nil).andReturn($n)
    _ = fake.didCall(.load, withArguments: ["id-$n", Argument.anything], countSpecifier: .exactly($n)).success
    expect(fake).to(haveReceived(.save, with: "n$n", Argument.nonNil))
SWIFT
    done
    echo "}"
} > "$work/Stubs100.swift"

cd "$root"
swift build --target DoublesMatchers > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
modules="$(swift build --show-bin-path)/Modules"
times=()
for _ in 1 2 3 4 5 6 7 8 9; do
    start=$(date +%s.%N)
    swiftc -typecheck -swift-version 6 -I "$modules" -I "$root/Sources/DoublesAtomics/include" "$work/Stubs100.swift"
    end=$(date +%s.%N)
    times+=("$(python3 -c "print(f'{$end - $start:.3f}')")")
done
echo "100 stub and check lines: type-check $(printf '%s\n' "${times[@]}" | sort -n | sed -n 5p) s (median of 9)"
