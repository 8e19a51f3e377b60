#!/usr/bin/env python3
"""Runs the shrinking challenge (input-bench section 4) at seed bases 0 to 3 and writes
Benchmarks/results/challenge-seed-bases.json; render-benchmarks.py judges the challenge goals on the worst base.

  python3 scripts/challenge-seed-bases.py [--bases 4] [--scratch-path .build]
"""

import argparse
import json
import pathlib
import subprocess
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent
parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--bases", type=int, default=4, help="seed bases 0 … N-1 (default 4)")
parser.add_argument("--scratch-path", default=str(root / ".build"), help="SwiftPM's build folder")
options = parser.parse_args()
scratch = ["--scratch-path", options.scratch_path]
subprocess.run(["swift", "build", "-c", "release", *scratch, "--product", "input-bench"], cwd=root, check=True,
               stdout=subprocess.DEVNULL)
folder = subprocess.run(["swift", "build", "-c", "release", *scratch, "--show-bin-path"], cwd=root, check=True,
                        capture_output=True, text=True).stdout.strip()
runs = []
for base in range(options.bases):
    with tempfile.TemporaryDirectory() as scratch_folder:
        output = pathlib.Path(scratch_folder) / "challenge.json"
        subprocess.run([f"{folder}/input-bench", "--section", "challenge", "--seed-base", str(base),
                        "--hypothesis", str(root / "Benchmarks/results/hypothesis.json"), "--json", str(output)],
                       check=True, stdout=subprocess.DEVNULL)
        runs.append(json.loads(output.read_text()))
    print(f"seed base {base}: done", flush=True)
target = root / "Benchmarks/results/challenge-seed-bases.json"
target.write_text(json.dumps({"bases": runs}, indent=1) + "\n")
print(f"Wrote {target}.")
