#!/usr/bin/env bash
# Runs generate-fake on protocols of package dependencies (swift-log's LogHandler, swift-metrics' CounterHandler,
# RecorderHandler and TimerHandler) in a fixture package, with no --output, then compiles the fakes and tests a
# Logger and the metrics through them; then the same for a test target that reaches swift-log only through the app
# target. The fixtures' Package.resolved files are made here and never committed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$root/Tests/Fixtures/DependencyFixture" "$work/fixture"
sed -i.bak "s#DOUBLES_PATH#$root#" "$work/fixture/Package.swift" && rm "$work/fixture/Package.swift.bak"
cd "$work/fixture"

generate() {
    swift package --allow-writing-to-package-directory generate-fake "$@" > "$work/generate.log" 2>&1 \
        || { cat "$work/generate.log"; exit 1; }
    grep -h 'Wrote' "$work/generate.log"
}
generate --target Logging --protocol LogHandler
# swift-log 1.16 deprecates two log(level:message:metadata:file:function:line:) requirements that Logger never calls.
grep -q '// Deprecated in LogHandler' Tests/TelemetryTests/Fakes/FakeLogHandler.swift \
    || { echo "error: the deprecated requirements of LogHandler are not marked" >&2; exit 1; }
generate --target CoreMetrics --protocol CounterHandler --protocol RecorderHandler --protocol TimerHandler

if ! swift test > "$work/test.log" 2>&1; then
    cat "$work/test.log"
    echo "error: the fakes of the dependencies' protocols did not compile or pass" >&2
    exit 1
fi
tail -n 1 "$work/test.log"

# A test target that reaches swift-log only through the app target: the command the README shows, with no
# --output, finds it.
cp -R "$root/Tests/Fixtures/IndirectDependencyFixture" "$work/indirect"
sed -i.bak "s#DOUBLES_PATH#$root#" "$work/indirect/Package.swift" && rm "$work/indirect/Package.swift.bak"
cd "$work/indirect"
generate --target Logging --protocol LogHandler
[ -f Tests/OrdersTests/Fakes/FakeLogHandler.swift ] || { echo "error: the fake did not go to OrdersTests/Fakes" >&2; exit 1; }
if ! swift test > "$work/indirect.log" 2>&1; then
    cat "$work/indirect.log"
    echo "error: the fake of a protocol reached through the app target did not compile or pass" >&2
    exit 1
fi
tail -n 1 "$work/indirect.log"
