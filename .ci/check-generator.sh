#!/usr/bin/env bash
# Runs the generate-fake command plugin on a fixture package of tricky protocols, then compiles the generated
# fakes and runs tests that stub and verify through them. Also checks that running again changes nothing, and
# that a file without the generated header is not overwritten.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$root/Tests/Fixtures/GeneratorFixture" "$work/fixture"
sed -i.bak "s#DOUBLES_PATH#$root#" "$work/fixture/Package.swift" && rm "$work/fixture/Package.swift.bak"
cd "$work/fixture"

generate() {
    swift package --allow-writing-to-package-directory generate-fake --target Weather \
        --protocol WeatherService --protocol Clock --protocol Scheduler --protocol Recorder \
        --protocol ProfileViewModel --protocol Accumulator --protocol Repository --protocol Cache \
        --protocol EventBus --protocol Counter --protocol Factory \
        --protocol HTTPClient --protocol KeyValueStore --protocol TokenProvider --protocol AnalyticsTracker \
        --protocol FeatureFlags --protocol ImageLoader --protocol LocationProvider --protocol Notifier \
        --protocol FileStorage --protocol PaymentGateway --protocol UserRepository --protocol Throttler \
        --protocol Coordinator --protocol MetricsSink --protocol DatabaseConnection --protocol Named --protocol Meter --protocol Watcher --protocol Station --protocol DateTranscoder --protocol Forecaster --protocol Pipeline --protocol PickerDelegate --protocol Inbox \
        --protocol Importer --protocol ModelStore --protocol Rally --protocol Configured --protocol Journal --protocol API.Client --protocol Defaults --protocol TextCache --protocol IntTransformer --protocol LabelledTransformer --protocol Account --protocol Combinable --protocol Dispatcher --protocol Catalogued \
        --output Tests/WeatherTests/Fakes "$@"
}

generate > "$work/generate.log" 2>&1 || { cat "$work/generate.log"; exit 1; }
grep -h 'Wrote' "$work/generate.log" || true
# What the fake of Catalogued does not do as the protocol says is a warning where the command runs.
for warning in "FakeCatalogued.swift: normalize(_:) writes none of its inout parameters back" \
    "FakeCatalogued.swift: map(_:) rethrows, so its fake throws nothing" \
    "FakeCatalogued.swift: relax() has the name of a member Doubles gives every fake"; do
    grep -qF "warning: $warning" "$work/generate.log" \
        || { cat "$work/generate.log"; echo "error: no warning: $warning" >&2; exit 1; }
done
cp -R Tests/WeatherTests/Fakes "$work/first"
generate > "$work/generate2.log" 2>&1 || { cat "$work/generate2.log"; exit 1; }
diff -r "$work/first" Tests/WeatherTests/Fakes || { echo "error: a second run changed the fakes" >&2; exit 1; }

echo "// written by hand" > Tests/WeatherTests/Fakes/FakeClock.swift.hand
cp Tests/WeatherTests/Fakes/FakeClock.swift "$work/clock"
echo "// written by hand" > Tests/WeatherTests/Fakes/FakeClock.swift
if generate > "$work/generate3.log" 2>&1; then
    echo "error: generate-fake overwrote a file it did not write" >&2
    exit 1
fi
generate --force > "$work/generate4.log" 2>&1 || { cat "$work/generate4.log"; exit 1; }
rm Tests/WeatherTests/Fakes/FakeClock.swift.hand
diff "$work/clock" Tests/WeatherTests/Fakes/FakeClock.swift

# Without --output, the fakes go to Fakes/ in the one test target that depends on the target; an --output that no
# target compiles, or one in a target that is not a test target, is refused, naming a test folder with no Swift
# file yet; --help prints the usage and succeeds.
rm -rf Tests/WeatherTests/Fakes
swift package --allow-writing-to-package-directory generate-fake --target Weather --protocol Clock \
    > "$work/default.log" 2>&1 || { cat "$work/default.log"; exit 1; }
[ -f Tests/WeatherTests/Fakes/FakeClock.swift ] || { cat "$work/default.log"; echo "error: no fake in Tests/WeatherTests/Fakes" >&2; exit 1; }
# refused LOG OUTPUT PATTERN: generate-fake refuses --output OUTPUT, makes no folder there, and says PATTERN.
refused() {
    if swift package --allow-writing-to-package-directory generate-fake --target Weather --protocol Clock \
        --output "$2" > "$work/$1.log" 2>&1; then
        echo "error: generate-fake wrote to $2, which it should refuse" >&2
        exit 1
    fi
    [ ! -e "$2" ] || { echo "error: generate-fake made $2" >&2; exit 1; }
    grep -q "$3" "$work/$1.log" || { cat "$work/$1.log"; exit 1; }
}
refused elsewhere Elsewhere "no target of the package compiles"
# A test folder with no Swift file yet, whose target SwiftPM leaves out of the package, is named with the fix.
mkdir -p Tests/NewTests
refused empty Tests/NewTests/Fakes "Tests/NewTests has no Swift file yet"
rmdir Tests/NewTests
# An --output inside a target that is not a test target is refused: the fakes would break its build.
refused product Sources/Weather/Fakes \
    "Sources/Weather/Fakes is in Weather, which is not a test target: .* --output Tests/WeatherTests/Fakes\.$"
# An --output inside a test target that does not depend on Weather is refused: its fakes could not import Weather.
refused unrelated Tests/CoreTests/Fakes \
    "Tests/CoreTests/Fakes is in CoreTests, which does not depend on Weather: .* --output Tests/WeatherTests/Fakes\.$"
# Each error is printed once, and the generator's own errors come with no line about its exit status.
for log in elsewhere empty product unrelated generate3; do
    errors=$(grep -c 'error:' "$work/$log.log" || true)
    if [ "$errors" -ne 1 ] || grep -q 'failed with status' "$work/$log.log"; then
        cat "$work/$log.log"
        echo "error: $log.log does not hold its error once and alone" >&2
        exit 1
    fi
done
grep -q "FakeClock.swift was not generated by generate-fake; pass --force to overwrite it" "$work/generate3.log" \
    || { cat "$work/generate3.log"; exit 1; }
# A file of the fake's name elsewhere in the target (a fake written by hand) is refused: SwiftPM cannot build both.
echo "// written by hand" > Tests/WeatherTests/FakeClock.swift
if generate > "$work/samename.log" 2>&1; then
    echo "error: generate-fake wrote a fake beside a file of its name in the same target" >&2
    exit 1
fi
grep -q "Tests/WeatherTests/FakeClock.swift has the name of the fake, FakeClock.swift" "$work/samename.log" \
    || { cat "$work/samename.log"; exit 1; }
# Refused before any fake is written: the folder holds only the fake of the run before.
[ "$(ls Tests/WeatherTests/Fakes)" = "FakeClock.swift" ] \
    || { ls Tests/WeatherTests/Fakes; echo "error: generate-fake wrote fakes before refusing" >&2; exit 1; }
rm Tests/WeatherTests/FakeClock.swift
swift package --allow-writing-to-package-directory generate-fake --help > "$work/help.log" 2>&1 || { cat "$work/help.log"; exit 1; }
grep -q "^usage: swift package" "$work/help.log" || { cat "$work/help.log"; exit 1; }
generate > "$work/generate5.log" 2>&1 || { cat "$work/generate5.log"; exit 1; }

if ! swift test > "$work/test.log" 2>&1; then
    cat "$work/test.log"
    echo "error: the generated fakes did not compile or pass" >&2
    exit 1
fi
# The generated fakes compile with no warning, as the package itself does.
if grep -q 'Fakes/.*warning:' "$work/test.log"; then
    grep 'Fakes/.*warning:' "$work/test.log"
    echo "error: the generated fakes compile with warnings" >&2
    exit 1
fi
tail -n 2 "$work/test.log"
