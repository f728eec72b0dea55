#!/usr/bin/env bash
# Compiles every Swift block of README.md on its own: each block becomes one file of a test target in a new
# package that depends on Doubles, so a block compiles only with the imports it shows. The blocks share one
# module, so a block may use the example fakes that other blocks declare, as the README's reader does.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Tests/ReadmeBlocks"
count="$(python3 - "$root/README.md" "$work/Tests/ReadmeBlocks" <<'PY'
import pathlib, sys
lines = pathlib.Path(sys.argv[1]).read_text().splitlines()
out = pathlib.Path(sys.argv[2])
count = 0
index = 0
while index < len(lines):
    if lines[index].strip() == "```swift":
        end = index + 1
        while lines[end].strip() != "```":
            end += 1
        count += 1
        block = "\n".join(lines[index + 1:end]) + "\n"
        (out / f"Block{count:02d}.swift").write_text(f"// README.md, the Swift block at line {index + 1}\n" + block)
        index = end
    index += 1
print(count)
PY
)"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ReadmeBlocks",
    dependencies: [.package(name: "Doubles", path: "$root")],
    targets: [
        .testTarget(
            name: "ReadmeBlocks",
            dependencies: [
                .product(name: "Doubles", package: "Doubles"),
                .product(name: "DoublesMatchers", package: "Doubles"),
                .product(name: "DoublesMatchersEquality", package: "Doubles"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
cd "$work"
if ! swift build --build-tests > "$work/build.log" 2>&1; then
    grep -E 'error:' "$work/build.log" | sort -u | sed "s#$work/Tests/ReadmeBlocks/##" >&2
    echo "error: a README block does not compile on its own (see the block named in each error)" >&2
    exit 1
fi
echo "README blocks: $count compiled, each in a file of its own with only its own imports"
