#!/usr/bin/env bash
# Runs a small Swift Testing suite in which one test forgets the stubs of members that return String, Int and
# [String]. The slips must be that test's failures alone: the process goes on, and every other test's result
# and the run's summary are reported.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$root/Tests/Fixtures/SlipsFixture" "$work/fixture"
sed -i.bak "s#DOUBLES_PATH#$root#" "$work/fixture/Package.swift" && rm "$work/fixture/Package.swift.bak"
cd "$work/fixture"

swift build --build-tests > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
# The run fails, since one test has failures; what matters is how.
status=0
swift test --skip-build > "$work/test.log" 2>&1 || status=$?
grep -E '✔|✘|Test run' "$work/test.log" | grep -v 'recorded an issue' || true

fail() {
    cat "$work/test.log"
    echo "error: $1" >&2
    exit 1
}
[ "$status" -ne 0 ] || fail "the run passed, but the test that forgets its stubs must fail"
if grep -q 'unexpected signal' "$work/test.log"; then fail "the test process stopped"; fi
grep -q '✘ Test forgetsEveryStub() failed after .* with 3 issues' "$work/test.log" \
    || fail "forgetsEveryStub() did not fail with its 3 slips"
for test in labelsAProductInStock labelsASoldOutProduct readsTheCatalogForTheRightProduct \
    removesAProduct_withNoStubForAVoidMember labelsAProductWithoutTags; do
    grep -q "✔ Test $test() passed" "$work/test.log" || fail "$test() was not reported as passed"
done
grep -q '✘ Test run with 6 tests in 1 suite failed after .* with 3 issues' "$work/test.log" \
    || fail "the run's summary is missing"
grep -q 'FakeCatalog has no stub for title(of:) -> String that matches the call with <"tea">' "$work/test.log" \
    || fail "the missing stub's message is missing"
echo "slips: 1 test failed with its 3 slips, 5 passed, and the summary was reported"
