#!/usr/bin/env python3
"""Fails when a public declaration in Sources/Doubles, Sources/DoublesMatchers or Sources/DoublesMatchersEquality has no `///` comment."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
missing = []
for module in ("Doubles", "DoublesMatchers", "DoublesMatchersEquality"):
    for path in sorted((root / "Sources" / module).rglob("*.swift")):
        lines = path.read_text().splitlines()
        for number, line in enumerate(lines):
            text = line.strip()
            if not re.match(r"(public|open)\s", text) or text.startswith("public import"):
                continue
            above = number - 1
            while above >= 0 and lines[above].strip().startswith("@"):
                above -= 1
            if above < 0 or not lines[above].strip().startswith("///"):
                missing.append(f"{path.relative_to(root)}:{number + 1}: {text[:100]}")
for item in missing:
    print(f"error: no doc comment: {item}", file=sys.stderr)
print(f"public declarations without a doc comment: {len(missing)}")
sys.exit(1 if missing else 0)
