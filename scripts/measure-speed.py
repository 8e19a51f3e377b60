#!/usr/bin/env python3
"""Measures how long the README's two commands take, worst of several runs, and writes
Benchmarks/results/speed.json and Benchmarks/results/swift-test.json (read by render-benchmarks.py).

  python3 scripts/measure-speed.py [--runs 3] [--scratch-path .build] [--corpus]

It builds what it runs (release and debug `input-fuzz`, the test bundle), then times with /usr/bin/time:
the release default run at seed 7 with the default --jobs and with --jobs 1 (the same seed each time, and the
two reports must be identical apart from elapsedSeconds, or it stops), the debug default run at seeds 7, 11 and
12345 (the README's first command draws a random seed), and `swift test --skip-build`. With --corpus it also
times `input-bench --section corpus --seeds 100` once, which rewrites Benchmarks/results/corpus.json and CORPUS.md's
table. Run it on an otherwise idle machine: every figure kept is the worst of the runs.
"""

import argparse
import datetime
import hashlib
import json
import os
import pathlib
import platform
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent
parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--runs", type=int, default=3, help="runs of each measurement (default 3)")
parser.add_argument("--scratch-path", default=str(root / ".build"), help="SwiftPM's build folder")
parser.add_argument("--corpus", action="store_true", help="also time the corpus section over 100 seeds")
options = parser.parse_args()
if options.runs < 1:
    sys.exit("measure-speed: --runs must be at least 1")
scratch = ["--scratch-path", options.scratch_path]


def build(*arguments):
    subprocess.run(["swift", "build", *scratch, *arguments], cwd=root, check=True, stdout=subprocess.DEVNULL)


def timed(command, **keywords):
    """Runs `command` under /usr/bin/time; returns (wall seconds, CPU seconds, exit status)."""
    with tempfile.NamedTemporaryFile("r") as times:
        completed = subprocess.run(
            ["/usr/bin/time", "-o", times.name, "-f", "%e %U %S", *command],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **keywords)
        wall, user, system = (float(word) for word in times.read().split()[-3:])
    return wall, user + system, completed.returncode


def report_digest(path):
    """The report's JSON without its elapsedSeconds, hashed: equal digests are byte-identical reports."""
    def strip(value):
        if isinstance(value, dict):
            return {key: strip(inner) for key, inner in value.items() if key != "elapsedSeconds"}
        if isinstance(value, list):
            return [strip(inner) for inner in value]
        return value
    text = json.dumps(strip(json.loads(pathlib.Path(path).read_text())), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def fuzz_runs(executable, label, seeds, extra=()):
    runs = []
    for seed in seeds:
        with tempfile.TemporaryDirectory() as folder:
            report = pathlib.Path(folder) / "report.json"
            command = [executable, "--seed", str(seed), "--store", f"{folder}/store", "--json", str(report), *extra]
            wall, cpu, status = timed(command, cwd=folder)
            if status not in (0, 1):
                sys.exit(f"measure-speed: {' '.join(command)} exited {status}")
            runs.append({"seed": seed, "wallSeconds": wall, "cpuSeconds": cpu, "report": report_digest(report)})
        print(f"{label} seed {seed}: {wall:.2f} s wall, {cpu:.2f} s CPU", flush=True)
    return runs


build("-c", "release", "--product", "input-fuzz")
build("--product", "input-fuzz")
build("--build-tests")
if options.corpus:
    build("-c", "release", "--product", "input-bench")
paths = {
    configuration: subprocess.run(
        ["swift", "build", *scratch, *(["-c", "release"] if configuration == "release" else []), "--show-bin-path"],
        cwd=root, check=True, capture_output=True, text=True).stdout.strip()
    for configuration in ("release", "debug")
}
release = f"{paths['release']}/input-fuzz"
debug = f"{paths['debug']}/input-fuzz"

release_default = fuzz_runs(release, "release, default --jobs", [7] * options.runs)
release_serial = fuzz_runs(release, "release, --jobs 1", [7] * options.runs, ["--jobs", "1"])
digests = {run["report"] for run in release_default + release_serial}
if len(digests) != 1:
    sys.exit("measure-speed: the reports of --jobs 1 and the default --jobs differ (beyond elapsedSeconds)")
debug_default = fuzz_runs(debug, "debug, default --jobs", [7, 11, 12345][: options.runs] or [7])

tests = []
for index in range(options.runs):
    with tempfile.NamedTemporaryFile("r") as log:
        wall, cpu, status = timed(["sh", "-c", f"swift test --skip-build {' '.join(scratch)} > {log.name} 2>&1"],
                                  cwd=root)
        lines = [line for line in log.read().splitlines() if "Test run with" in line]
    if status != 0:
        sys.exit(f"measure-speed: swift test failed (exit {status})")
    summary = lines[-1] if lines else ""
    count = int(summary.split("Test run with ")[1].split()[0]) if summary else 0
    tests.append({"wallSeconds": wall, "cpuSeconds": cpu, "tests": count})
    print(f"swift test run {index + 1}: {wall:.2f} s wall, {cpu:.2f} s CPU, {count} tests", flush=True)

corpus = None
if options.corpus:
    command = [f"{paths['release']}/input-bench", "--section", "corpus", "--seeds", "100",
               "--json", str(root / "Benchmarks/results/corpus.json"), "--corpus-md", str(root / "CORPUS.md")]
    wall, cpu, status = timed(command, cwd=root)
    if status != 0:
        sys.exit(f"measure-speed: {' '.join(command)} exited {status}")
    corpus = {"command": "input-bench --section corpus --seeds 100", "wallSeconds": wall, "cpuSeconds": cpu,
              "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")}
    print(f"corpus over 100 seeds: {wall:.1f} s wall, {cpu:.1f} s CPU", flush=True)

now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
machine = f"{os.cpu_count()} cores, {platform.system()} {platform.release()}"


def worst(runs):
    return max(run["wallSeconds"] for run in runs)


speed = {
    "date": now,
    "machine": machine,
    "runs": options.runs,
    "command": "python3 scripts/measure-speed.py",
    "releaseDefault": release_default,
    "releaseJobs1": release_serial,
    "debugDefault": debug_default,
    "swiftTest": tests,
    "worstReleaseDefaultSeconds": worst(release_default),
    "worstReleaseJobs1Seconds": worst(release_serial),
    "worstDebugDefaultSeconds": worst(debug_default),
    "worstSwiftTestSeconds": worst(tests),
    "reportsIdentical": True,
}
if corpus:
    speed["corpus"] = corpus
else:
    previous = root / "Benchmarks/results/speed.json"
    if previous.exists() and "corpus" in json.loads(previous.read_text()):  # keep the last corpus timing, dated
        speed["corpus"] = json.loads(previous.read_text())["corpus"]
results = root / "Benchmarks/results"
(results / "speed.json").write_text(json.dumps(speed, indent=1) + "\n")
slowest = max(tests, key=lambda run: run["wallSeconds"])
(results / "swift-test.json").write_text(json.dumps({
    "command": "swift test",
    "wallSeconds": slowest["wallSeconds"],
    "tests": slowest["tests"],
    "date": now,
    "note": f"after `swift build --build-tests`; the worst of {options.runs} runs of `swift test --skip-build` "
            f"({slowest['cpuSeconds']:.0f} s of CPU in that run), scripts/measure-speed.py",
}, indent=1) + "\n")
print(f"Wrote {results / 'speed.json'} and {results / 'swift-test.json'}.")
