#!/usr/bin/env python3
"""The reporting matrix: every cell of Tests/Fixtures/ReportingFixture runs alone, in a fresh process, and its one
failing check must reach its own test at the check's file and line, or, where no test can be known (a Swift
Testing check on a thread or in a detached task, a check after its test ended), fail the run with the check's
place in the output. A cell whose failure is lost, or whose run passes, fails this script."""
import os
import re
import shutil
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
work = tempfile.mkdtemp()
fixture = os.path.join(work, "fixture")
shutil.copytree(os.path.join(root, "Tests/Fixtures/ReportingFixture"), fixture)
manifest = os.path.join(fixture, "Package.swift")
with open(manifest) as f:
    text = f.read()
with open(manifest, "w") as f:
    f.write(text.replace("DOUBLES_PATH", root))

build = subprocess.run(["swift", "build", "--build-tests"], cwd=fixture, capture_output=True, text=True)
if build.returncode != 0:
    print(build.stdout + build.stderr)
    sys.exit("error: the reporting fixture did not build")

sources = os.path.join(fixture, "Tests/CellsTests")


def cells(file_name, keyword):
    """The cells of a file, each with the line of its failing check."""
    with open(os.path.join(sources, file_name)) as f:
        lines = f.read().splitlines()
    names = [m.group(1) for line in lines for m in [re.search(r"^(?:@Suite(?:\([^)]*\))? )?(?:final )?" + keyword + r" (\w+)", line)] if m]
    found = {}
    for name in names:
        marks = [i + 1 for i, line in enumerate(lines) if f'expect("{name}")' in line]
        if len(marks) != 1:
            sys.exit(f"error: {name} must have exactly one failing check that names it")
        found[name] = marks[0]
    if len(found) < 10:
        sys.exit(f"error: found only {len(found)} cells in {file_name}; the cell pattern no longer matches it")
    return found


def run(cell):
    result = subprocess.run(
        ["swift", "test", "--skip-build", "--filter", cell + "/"], cwd=fixture, capture_output=True, text=True
    )
    return result.returncode, result.stdout + result.stderr


failures = []
passed = 0


def expect(cell, condition, what, output):
    global passed
    if condition:
        passed += 1
        print(f"  ✔ {cell}: {what}")
    else:
        failures.append(cell)
        print(f"  ✘ {cell}: {what}, but the output was:\n{output}")


for cell, line in cells("XCTestCells.swift", "class").items():
    status, output = run(cell)
    message = f"failed - expected to equal <reported>, got <{cell}>"
    if cell == "XCAfterEndOutsideAnyTest":
        expect(cell, status != 0
               and f"a failure outside any running test, at CellsTests/XCTestCells.swift:{line}:" in output
               and "1 failure was reported while no XCTest test was running" in output,
               "the run fails when XCTest's tests finish, naming the check's line", output)
    elif cell == "XCAfterEndDuringAnotherTest":
        expect(cell, status != 0
               and f"XCTestCells.swift:{line}: error: {cell}.test2_runsWhileItFails : {message}" in output,
               "the test running then fails, at the check's line", output)
    else:
        expect(cell, status != 0 and f"XCTestCells.swift:{line}: error: {cell}.test : {message}" in output
               and "Executed 1 test, with 1 failure" in output,
               "its own test fails at the check's line", output)

for cell, line in cells("SwiftTestingCells.swift", "struct").items():
    status, output = run(cell)
    got = f"↳ expected to equal <reported>, got <{cell}>"
    place = f"recorded an issue at SwiftTestingCells.swift:{line}:"
    # Swift Testing may print an issue of no known test more than once (once per configuration it is running);
    # what matters is that it is there, at the check's line, and that the run fails.
    run_failed = re.search(r"✘ Test run with \d+ tests? in 1 suite failed .* with \d+ issues?", output) is not None
    knows_no_test = re.search(r"(Thread|Detached|Dispatch)(First|Later)$|FromAQueue$", cell) is not None
    if cell == "STAfterEndFromItsTask":
        expect(cell, status != 0 and run_failed and f"✘ Test test1_leavesACheckBehind() {place}" in output
               and got in output, "the ended test gets the issue, and the run fails", output)
    elif knows_no_test:
        expect(cell, status != 0 and run_failed and f"✘ Test «unknown» {place}" in output and got in output,
               "an issue of the run at the check's line, and the run fails", output)
    else:
        expect(cell, status != 0 and run_failed and f"✘ Test test() {place}" in output and got in output
               and "✘ Test test() failed" in output, "its own test fails at the check's line", output)

shutil.rmtree(work)
print(f"reporting: {passed} passed, {len(failures)} failed")
if failures:
    sys.exit("error: cells whose failure did not arrive: " + ", ".join(failures))
