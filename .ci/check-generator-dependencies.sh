#!/usr/bin/env bash
# Runs generate-fake on protocols of package dependencies (swift-log's LogHandler, swift-metrics' CounterHandler,
# RecorderHandler and TimerHandler) in a fixture package, with no --output, then compiles the fakes and tests a
# Logger and the metrics through them. The fixture's Package.resolved is made here and never committed.
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
generate --target CoreMetrics --protocol CounterHandler --protocol RecorderHandler --protocol TimerHandler

if ! swift test > "$work/test.log" 2>&1; then
    cat "$work/test.log"
    echo "error: the fakes of the dependencies' protocols did not compile or pass" >&2
    exit 1
fi
tail -n 1 "$work/test.log"
