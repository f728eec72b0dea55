#!/usr/bin/env python3
"""Picks test suites by their Swift Testing tags, read from the sources, so that a new suite is picked by its tag
and not by being added to a list here.

    suites.py TAG...   prints a `swift test --filter` pattern matching every suite tagged with one of the TAGs
    suites.py --lint   fails when a suite in a file that starts threads, tasks or queues is not tagged
                       `.concurrency`, so it cannot be left out of the ThreadSanitizer run
"""
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
tests = os.path.join(root, "Tests")

SUITE = re.compile(r"@Suite(?:\((?P<traits>[^{]*?)\))?\s+(?:final\s+)?(?:struct|class|enum|actor)\s+(?P<name>\w+)")
TAGS = re.compile(r"\.tags\(([^)]*)\)")
CONCURRENT = re.compile(
    r"DispatchQueue|DispatchGroup|\bThread\b|Task\.detached|concurrentPerform|withTaskGroup|withThrowingTaskGroup"
    r"|Task \{|async let"
)


def suites():
    """(file, suite name, its tags) for every suite under Tests, fixtures aside."""
    for directory, subdirectories, files in os.walk(tests):
        subdirectories[:] = [d for d in subdirectories if d != "Fixtures"]
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            with open(path) as f:
                text = f.read()
            for match in SUITE.finditer(text):
                traits = match.group("traits") or ""
                tags = {tag.strip().lstrip(".") for found in TAGS.findall(traits) for tag in found.split(",")}
                yield os.path.relpath(path, root), match.group("name"), tags, text


if sys.argv[1:] == ["--lint"]:
    untagged = [f"{path}: {name}" for path, name, tags, text in suites()
                if CONCURRENT.search(text) and "concurrency" not in tags]
    if untagged:
        sys.exit("error: these suites start threads, tasks or queues but are not tagged `.concurrency`, so the "
                 "ThreadSanitizer run would leave them out:\n  " + "\n  ".join(untagged))
    print("every suite that starts threads, tasks or queues is tagged `.concurrency`")
elif sys.argv[1:] and not sys.argv[1].startswith("-"):
    wanted = set(sys.argv[1:])
    names = sorted({name for _, name, tags, _ in suites() if tags & wanted})
    if not names:
        sys.exit(f"error: no suite is tagged {', '.join(sorted(wanted))}")
    print(r"\.(" + "|".join(names) + ")/")
else:
    sys.exit(__doc__)
