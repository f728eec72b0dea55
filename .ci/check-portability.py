#!/usr/bin/env python3
"""Fails on an integer literal wider than 32 bits that is not typed as a 64-bit integer on its line, in the Swift
sources: on watchOS (arm64_32, armv7k) `UInt` and `Int` have 32 bits, and such a literal in their context does not
compile there, which CI on a 64-bit machine would never show.

    check-portability.py [DIRECTORY...]   (default: Sources)

The check is textual: comments and string literals aside, a literal above 0xFFFF_FFFF (hex, octal, binary or
decimal) passes only on a line that names `UInt64` or `Int64`, as in `0x9E37_79B9_7F4A_7C15 as UInt64`.
"""
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

LITERAL = re.compile(
    r"(?<![\w.])(0x[0-9A-Fa-f][0-9A-Fa-f_]*|0o[0-7][0-7_]*|0b[01][01_]*|[0-9][0-9_]*)(?![\w.]|\.[0-9])"
)
WIDE_TYPE = re.compile(r"\b(UInt64|Int64)\b")
LIMIT = 0xFFFF_FFFF


def code_of(line, in_block_comment):
    """The line without comments and string literals, and whether a block comment is still open after it."""
    code, index = [], 0
    while index < len(line):
        if in_block_comment:
            end = line.find("*/", index)
            if end < 0:
                return "".join(code), True
            index, in_block_comment = end + 2, False
        elif line.startswith("//", index):
            break
        elif line.startswith("/*", index):
            in_block_comment, index = True, index + 2
        elif line[index] == '"':
            end = index + 1
            while end < len(line) and line[end] != '"':
                end += 2 if line[end] == "\\" else 1
            code.append('""')
            index = end + 1
        else:
            code.append(line[index])
            index += 1
    return "".join(code), in_block_comment


def value_of(literal):
    digits = literal.replace("_", "")
    for prefix, base in (("0x", 16), ("0o", 8), ("0b", 2)):
        if digits.startswith(prefix):
            return int(digits[2:], base)
    return int(digits)


def problems_in(lines, name):
    """The wide literals of a file's lines, each as a line of the report."""
    problems = []
    in_block_comment = False
    for number, line in enumerate(lines, start=1):
        code, in_block_comment = code_of(line, in_block_comment)
        if WIDE_TYPE.search(code):
            continue
        for literal in LITERAL.findall(code):
            if value_of(literal) > LIMIT:
                problems.append(f"{name}:{number}: {literal} needs more than 32 bits: type it UInt64 or Int64 on "
                                f"its line\n    {line.strip()}")
    return problems


def check(paths):
    problems = []
    for top in paths:
        for directory, _, files in os.walk(top):
            for file in sorted(files):
                if file.endswith(".swift"):
                    path = os.path.join(directory, file)
                    with open(path, encoding="utf-8") as source:
                        problems += problems_in(source, os.path.relpath(path, root))
    return problems


def self_test():
    """The check itself, on lines it must flag and lines it must pass, so that it cannot pass by seeing nothing."""
    flagged = [
        "let golden: UInt = 0x9E37_79B9_7F4A_7C15",
        "x &* 0x1_0000_0000",
        "let big = 4_294_967_296",
        "let bits = 0b1_0000_0000_0000_0000_0000_0000_0000_0000",
    ]
    passed = [
        "let golden = UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)",
        "let n: Int64 = 10_000_000_000",
        "let small = 0xFFFF_FFFF + 4_294_967_295",
        "// 0x9E37_79B9_7F4A_7C15 in a comment",
        'let text = "0x600000c8c0a0" /* 0x1_0000_0000 */',
        "let seconds = 1e12, ratio = 12345678901.5",
    ]
    wrong = [line for line in flagged if not problems_in([line], "self-test")]
    wrong += [line for line in passed if problems_in([line], "self-test")]
    if wrong:
        sys.exit("error: the portability check misjudges:\n  " + "\n  ".join(wrong))


def main():
    paths = sys.argv[1:] or [os.path.join(root, "Sources")]
    if any(path.startswith("-") for path in paths):
        sys.exit(__doc__)
    self_test()
    problems = check(paths)
    if problems:
        sys.exit("error: a literal wider than 32 bits in a context that may be a 32-bit `UInt` or `Int`:\n"
                 + "\n".join(problems))
    print("portability: no literal wider than 32 bits outside a UInt64 or Int64 context")


if __name__ == "__main__":
    main()
