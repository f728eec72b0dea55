#!/usr/bin/env bash
# Instantiates every Xcode file template the way Xcode does (its ___…___ macros replaced) for a sample protocol,
# compiles the fakes against Doubles in a scratch package, and runs a test that stubs and verifies through them.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Tests/TemplateChecks"

name=SampleService
count=0
for template in "$root"/Templates/Doubles/*.xctemplate; do
    kind="$(basename "$template" .xctemplate | tr -d ' ')"
    source_file="$template/Fake___FILEBASENAME___.swift"
    [ -f "$template/TemplateInfo.plist" ] || { echo "error: $template has no TemplateInfo.plist" >&2; exit 1; }
    python3 -c 'import plistlib, sys; plistlib.load(open(sys.argv[1], "rb"))' "$template/TemplateInfo.plist"
    # Each template becomes its own module, so the three fakes of one protocol do not clash.
    mkdir -p "$work/Sources/$kind"
    {
        sed -e "s/___FILEHEADER___/ Fake${name}.swift, made from the ${kind} template./" \
            -e "s/___VARIABLE_moduleName:identifier___/Sample/g" \
            -e "s/___VARIABLE_productName:identifier___/${name}/g" \
            -e "s/___FILEBASENAME___/${name}/g" \
            "$source_file"
    } > "$work/Sources/$kind/Fake${name}.swift"
    count=$((count + 1))
done

mkdir -p "$work/Sources/Sample"
cat > "$work/Sources/Sample/SampleService.swift" <<'SWIFT'
public protocol SampleService: AnyObject {
    func example(_ value: Int) -> String
    var exampleProperty: String { get set }
    static func staticExample()
}
SWIFT

cat > "$work/Tests/TemplateChecks/TemplateChecks.swift" <<'SWIFT'
import Doubles
import DoublesMatchers
@testable import SpryableFake
@testable import SpyableSpy
@testable import StubbableStub
import Testing

@Test(.isolatedDoubles) func theSpryableFake_stubsAndRecords() {
    let fake = SpryableFake.FakeSampleService()
    fake.stub(.example).with(2).andReturn("two")
    #expect(fake.example(2) == "two")
    fake.exampleProperty = "set"
    expect(fake).to(haveReceived(.example, with: 2))
    expect(fake).to(haveReceived(.exampleProperty, with: "set"))
    SpryableFake.FakeSampleService.stub(.staticExample).andReturn()
    SpryableFake.FakeSampleService.staticExample()
    expect(SpryableFake.FakeSampleService.self).to(haveReceived(.staticExample))
}

@Test(.isolatedDoubles) func theSpy_records() {
    let spy = SpyableSpy.FakeSampleService()
    _ = spy.example(3)
    expect(spy).to(haveReceived(.example, with: 3))
    SpyableSpy.FakeSampleService.staticExample()
    expect(SpyableSpy.FakeSampleService.self).to(haveReceived(.staticExample))
}

@Test(.isolatedDoubles) func theStub_returnsStubbedValues() {
    let stub = StubbableStub.FakeSampleService()
    stub.stub(.example).andReturn("stubbed")
    stub.stub(.exampleProperty).andReturn("property")
    #expect(stub.example(1) == "stubbed")
    #expect(stub.exampleProperty == "property")
}
SWIFT

cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TemplateChecks",
    dependencies: [.package(path: "$root")],
    targets: [
        .target(name: "Sample"),
        .target(name: "SpryableFake", dependencies: ["Sample", .product(name: "Doubles", package: "$(basename "$root")")]),
        .target(name: "SpyableSpy", dependencies: ["Sample", .product(name: "Doubles", package: "$(basename "$root")")]),
        .target(name: "StubbableStub", dependencies: ["Sample", .product(name: "Doubles", package: "$(basename "$root")")]),
        .testTarget(
            name: "TemplateChecks",
            dependencies: [
                "SpryableFake", "SpyableSpy", "StubbableStub",
                .product(name: "Doubles", package: "$(basename "$root")"),
                .product(name: "DoublesMatchers", package: "$(basename "$root")"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT

echo "Instantiated $count templates for $name; compiling and testing them."
cd "$work"
if ! swift test > "$work/log" 2>&1; then
    cat "$work/log"
    echo "error: the instantiated templates did not compile or pass" >&2
    exit 1
fi
tail -n 3 "$work/log"
