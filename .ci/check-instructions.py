#!/usr/bin/env python3
"""Counts the instructions of each row of `DoublesBenchmarks --instructions` under callgrind, for Doubles and for
the locked hand-written double, and checks Doubles' count per operation against its budget for the build.

    python3 .ci/check-instructions.py debug|release [--update]

Instructions, unlike time, do not move with the machine's load, so each row can be held to a budget: a row more
than 10% over its budget fails the check. `--update` writes today's counts as the budgets instead (do it only for
a change that is meant to cost more or less, and say so in its commit). The budgets are in
`.ci/instruction-budgets.json`. Run it after `swift build [-c release] --product DoublesBenchmarks`.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROWS = [
    "stub", "second-stub", "stub-with", "first-call", "stubbed-call", "throwing-call", "async-call", "optional-call",
    "two-members",
    "two-fakes", "record-call", "did-call", "have-received", "expect-equal", "spy-test", "whole-test",
]
OPERATIONS = 200  # countedOperationCount in Sources/DoublesBenchmarks/Instructions.swift
ALLOWED_OVER = 1.10
BUDGETS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "instruction-budgets.json")


def count(binary, row, side):
    """Instructions per operation of one side of one row."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=*countedOperations*",
             f"--callgrind-out-file={out.name}", binary, "--instructions", row, side],
            capture_output=True, text=True,
            # The standard library seeds its hashing per process; fixed, a count is the same on every run (the
            # runtime's own tables still move a few hundred instructions between builds).
            env={**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1"},
        )
        found = re.search(r"Collected : (\d+)", result.stderr)
        if result.returncode != 0 or not found:
            sys.exit(f"callgrind failed on {row} {side}:\n{result.stdout}\n{result.stderr}")
        return int(found.group(1)) // OPERATIONS


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("debug", "release"):
        sys.exit(__doc__)
    build, update = sys.argv[1], "--update" in sys.argv
    built = os.path.join(".build", build, "DoublesBenchmarks")
    # valgrind 3.19 cannot read the debug information of this toolchain's binaries; the symbols it needs stay.
    binary = os.path.join(tempfile.mkdtemp(), "DoublesBenchmarks")
    subprocess.run(["objcopy", "--strip-debug", built, binary], check=True)
    with open(BUDGETS) as file:
        budgets = json.load(file)
    failures = []
    print(f"Instructions per operation, {build} build (callgrind; budget: Doubles' count, {ALLOWED_OVER:.0%} allowed)")
    print("| row | Doubles | locked hand double | ratio | budget |")
    print("|-----|---------|--------------------|-------|--------|")
    for row in ROWS:
        doubles, hand = count(binary, row, "doubles"), count(binary, row, "hand-written")
        budget = budgets[build].get(row)
        if update:
            budgets[build][row] = doubles
            budget = doubles
        status = ""
        if budget is None or doubles > budget * ALLOWED_OVER:
            status = " OVER"
            failures.append(f"{row}: {doubles} instructions per operation, budget {budget}")
        print(f"| {row} | {doubles:,} | {hand:,} | {doubles / hand:.2f}× | {budget if budget is None else f'{budget:,}'}{status} |")
    if update:
        with open(BUDGETS, "w") as file:
            json.dump(budgets, file, indent=2)
            file.write("\n")
        print(f"budgets for the {build} build written to {BUDGETS}")
        return
    if failures:
        sys.exit("instructions over budget (more than 10%):\n  " + "\n  ".join(failures))
    print(f"instructions: {len(ROWS)} rows within their {build} budgets")


if __name__ == "__main__":
    main()
