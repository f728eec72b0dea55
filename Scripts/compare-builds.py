#!/usr/bin/env python3
"""Compares two builds of the benchmarks in time, in paired runs of each counted row (the rows that
`.ci/check-instructions.py` counts): the old and the new binary run a row in turn, so that a change in the
machine's load falls on both, and each side's figure is its fastest run, the one the load disturbed least.

    python3 Scripts/compare-builds.py OLD_BINARY NEW_BINARY [--runs N] [--count N] [--limit 1.25] [ROW ...]

Build each side with `swift build [-c release] --product DoublesBenchmarks` in its own clone; both need the
`--time` mode. A ratio above `--limit` (new slower than old by more than that factor) is marked. The exit code is
0 either way: time on a shared machine is a guide, and the instruction budgets are the gate.
"""
import argparse
import statistics
import subprocess

ROWS = [
    "stub", "second-stub", "stub-with", "first-call", "stubbed-call", "throwing-call", "async-call", "optional-call",
    "two-members",
    "two-fakes", "record-call", "did-call", "have-received", "expect-equal", "spy-test", "whole-test",
]


def time(binary, row, side, count):
    """Nanoseconds per operation of one run of one side of one row."""
    output = subprocess.run(
        [binary, "--time", row, side, str(count)], capture_output=True, text=True, check=True
    ).stdout
    return float(output.split()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("rows", nargs="*", default=ROWS)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--limit", type=float, default=1.25)
    arguments = parser.parse_args()

    print(f"ns per operation, fastest of {arguments.runs} paired runs of {arguments.count} operations")
    print("| row | old | new | new/old | new/hand double | median new/old |")
    print("|-----|-----|-----|---------|-----------------|----------------|")
    over = 0
    for row in arguments.rows:
        old, new, hand = [], [], []
        for run in range(arguments.runs):
            # Alternate which side goes first, so neither always runs right after the other.
            sides = [(arguments.old, old), (arguments.new, new)]
            for binary, figures in sides if run % 2 == 0 else reversed(sides):
                figures.append(time(binary, row, "doubles", arguments.count))
            hand.append(time(arguments.new, row, "hand-written", arguments.count))
        ratio = min(new) / min(old)
        paired = statistics.median(n / o for n, o in zip(new, old))
        mark = " (over)" if ratio > arguments.limit else ""
        over += bool(mark)
        print(f"| {row} | {min(old):.0f} | {min(new):.0f} | {ratio:.2f}×{mark} | {min(new) / min(hand):.2f}× "
              f"| {paired:.2f}× |")
    print(f"rows more than {arguments.limit:.2f}× the old build: {over}")


if __name__ == "__main__":
    main()
