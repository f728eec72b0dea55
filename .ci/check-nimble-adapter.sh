#!/usr/bin/env bash
# Builds and tests a test target in the middle of a move from Nimble 14 to DoublesMatchers: a spec that keeps
# Nimble verifies Doubles fakes through Templates/Nimble/DoublesNimbleAdapter.swift, a file that has moved uses
# DoublesMatchers, and a file that imports both qualifies its names. Then checks that the migration article
# shows the adapter as it is. QualifiedNamesTests.swift checks what the article says of a file that imports both:
# unqualified names are Nimble's.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
adapter="$root/Templates/Nimble/DoublesNimbleAdapter.swift"
article="$root/Sources/DoublesMatchers/DoublesMatchers.docc/MigratingFromSpryAndNimble.md"

fail() {
    echo "error: $1" >&2
    exit 1
}

# The article's block of the adapter is the template, line for line.
python3 - "$article" "$adapter" <<'PY' || fail "the migration article's copy of the adapter differs from $adapter"
import pathlib, sys
lines = pathlib.Path(sys.argv[1]).read_text().splitlines()
marker = "<!-- example: Templates/Nimble/DoublesNimbleAdapter.swift -->"
start = lines.index(marker) + 2
end = lines.index("```", start)
sys.exit(0 if lines[start:end] == pathlib.Path(sys.argv[2]).read_text().splitlines() else 1)
PY

# -L: the fixture's adapter is a link to the template; the copy holds the file itself.
cp -RL "$root/Tests/Fixtures/NimbleAdapterFixture" "$work/fixture"
cmp -s "$adapter" "$work/fixture/Tests/ShelfTests/DoublesNimbleAdapter.swift" \
    || fail "the fixture's DoublesNimbleAdapter.swift is not the template"
sed -i.bak "s#DOUBLES_PATH#$root#" "$work/fixture/Package.swift" && rm "$work/fixture/Package.swift.bak"
cd "$work/fixture"

swift build --build-tests > "$work/build.log" 2>&1 || { cat "$work/build.log"; fail "the fixture did not build"; }
if grep -q 'DoublesNimbleAdapter.swift.*warning:' "$work/build.log"; then
    cat "$work/build.log"
    fail "the adapter compiles with warnings"
fi
# One test at a time: Nimble's `gatherFailingExpectations` gathers every failure of the process while it runs,
# so a test running beside it would hand it failures of its own.
swift test --skip-build --no-parallel > "$work/test.log" 2>&1 || { cat "$work/test.log"; fail "the fixture's tests failed"; }
grep -E '✔ Suite|✘|Test run' "$work/test.log" || true
grep -q '✔ Test run with 16 tests in 3 suites passed' "$work/test.log" \
    || { cat "$work/test.log"; fail "the run did not pass its 16 tests in 3 suites"; }

echo "nimble adapter: 16 tests passed against Nimble 14, and the article shows the template as it is"
