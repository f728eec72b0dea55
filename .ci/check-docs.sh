#!/usr/bin/env bash
# Every public declaration has a doc comment, and every DocC catalog builds against the modules' symbol graphs
# with no warning, so that every link in the docs resolves.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
python3 .ci/check-docs.py

if ! command -v docc > /dev/null; then
    echo "docc is not on this machine; skipping the catalog build"
    exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build --scratch-path "$work/build" --target DoublesMatchersEquality \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs" > "$work/build.log" 2>&1 \
    || { cat "$work/build.log"; exit 1; }
for module in Doubles DoublesMatchers DoublesMatchersEquality; do
    mkdir -p "$work/$module-graphs" "$work/$module-site"
    cp "$work/graphs/$module.symbols.json" "$work/graphs/$module@"*.symbols.json "$work/$module-graphs/"
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$work/$module-graphs" \
        --output-path "$work/$module-site" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.doubles.$module" > "$work/$module.log" 2>&1 \
        || { cat "$work/$module.log"; echo "error: the $module catalog did not build" >&2; exit 1; }
    warnings=$(grep -c '^warning' "$work/$module.log" || true)
    echo "$module catalog built ($warnings warnings)"
    if [ "$warnings" -ne 0 ]; then
        cat "$work/$module.log"
        echo "error: the $module catalog has warnings: an unresolved or ambiguous link, or an undocumented parameter" >&2
        exit 1
    fi
done
