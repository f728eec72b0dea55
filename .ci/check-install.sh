#!/usr/bin/env bash
# Builds and tests a new consumer package whose manifest is the README's Installation snippet, word for word,
# with the URL replaced by this checkout's path, so the snippet resolves as written.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The first ```text block of the Installation section.
snippet="$(python3 - "$root/README.md" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
section = text.split("## Installation", 1)[1]
print(re.search(r"```text\n(.*?)```", section, re.S).group(1), end="")
PY
)"
url="$(printf '%s\n' "$snippet" | sed -n 's/.*\.package(url: "\([^"]*\)".*/\1/p')"
[ -n "$url" ] || { echo "error: the Installation snippet names no package URL" >&2; exit 1; }
# A copy of the checkout stands in for the remote: a path dependency is named after its folder, Doubles.
git clone -q "$root" "$work/Doubles"

mkdir -p "$work/app/Sources/MyApp" "$work/app/Tests/MyAppTests"
{
    echo "// swift-tools-version: 6.0"
    echo "import PackageDescription"
    echo ""
    echo "let package = Package("
    echo "    name: \"MyApp\","
    printf '%s\n' "$snippet" | sed "s#\.package(url: \"$url\", [^)]*)#.package(path: \"$work/Doubles\")#"
    echo ")"
} > "$work/app/Package.swift"
cat > "$work/app/Sources/MyApp/Greeter.swift" <<'SWIFT'
public protocol Greeter {
    func greet(_ name: String) -> String
}
SWIFT
cat > "$work/app/Tests/MyAppTests/GreeterTests.swift" <<'SWIFT'
import Doubles
import DoublesMatchers
import MyApp
import Testing

final class FakeGreeter: Greeter, Spryable {
    enum Function: String, StringRepresentable {
        case greet = "greet(_:)"
    }

    func greet(_ name: String) -> String { spryify(arguments: name) }
}

@Test func theInstalledProductsWork() {
    let greeter = FakeGreeter()
    greeter.stub(.greet).andReturn("hello")
    #expect(greeter.greet("Ada") == "hello")
    expect(greeter).to(haveReceived(.greet, with: "Ada"))
}
SWIFT
cd "$work/app"
if ! swift test > "$work/test.log" 2>&1; then
    cat "$work/Package.swift" "$work/test.log" 2>/dev/null || cat "$work/test.log"
    echo "error: a consumer package with the README's Installation snippet did not build or pass" >&2
    exit 1
fi
grep -E 'Test run with' "$work/test.log"
