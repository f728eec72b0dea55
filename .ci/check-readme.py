#!/usr/bin/env python3
"""Checks that every Swift example in README.md and in the DocC articles stands, word for word, in the test
file named above it.

Each ```swift block must follow a line `<!-- example: PATH -->` and begin with the imports it uses. Each of those
imports must be one of PATH's, and the rest of the block's lines, with leading and trailing white space removed
and blank lines dropped, must appear as one unbroken run in PATH, read the same way. PATH is a file of a test
target, so `swift test` compiles and runs every example; `.ci/check-readme-blocks.sh` compiles each block on its
own, with only its own imports.
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
documents = [root / "README.md"] + sorted(root.glob("Sources/*/*.docc/*.md"))


def normalized(text_lines):
    return [line.strip() for line in text_lines if line.strip()]


def contains_run(haystack, needle):
    if not needle:
        return True
    for start in range(len(haystack) - len(needle) + 1):
        if haystack[start:start + len(needle)] == needle:
            return True
    return False


problems = []
checked = 0
for document in documents:
    lines = document.read_text().splitlines()
    name = str(document.relative_to(root))
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            opening = index
            end = index + 1
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            block = lines[opening + 1:end]
            marker = lines[opening - 1].strip() if opening > 0 else ""
            match = re.fullmatch(r"<!-- example: (\S+) -->", marker)
            if not match:
                problems.append(f"{name}:{opening + 1}: a swift block without an `<!-- example: PATH -->` line above it")
            else:
                path = root / match.group(1)
                if not path.is_file():
                    problems.append(f"{name}:{opening + 1}: {match.group(1)} does not exist")
                else:
                    file_lines = normalized(path.read_text().splitlines())
                    body = normalized(block)
                    imports = []
                    while body and body[0].startswith("import "):
                        imports.append(body.pop(0))
                    if not imports:
                        problems.append(f"{name}:{opening + 1}: the block does not begin with the imports it uses")
                    for line in imports:
                        if line not in file_lines:
                            problems.append(f"{name}:{opening + 1}: `{line}` is not among {match.group(1)}'s imports")
                    if not contains_run(file_lines, body):
                        problems.append(f"{name}:{opening + 1}: the block differs from what {match.group(1)} holds")
                checked += 1
            index = end + 1
        else:
            index += 1


for problem in problems:
    print(f"error: {problem}", file=sys.stderr)
print(f"Documentation examples (README.md and DocC articles): {checked} checked, {len(problems)} problems")
sys.exit(1 if problems else 0)
