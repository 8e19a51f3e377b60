#!/usr/bin/env python3
"""Replaces one section of Benchmarks/results/input-bench.json with a newer single-section run, and records that
section's own date (`<section>Date`), so that the Goals table names when each figure was measured.

  swift run -c release input-bench --section throughput      # writes Benchmarks/results/throughput.json
  python3 scripts/merge-bench-section.py throughput Benchmarks/results/throughput.json

Sections: throughput (also the engine's draw ratio), challenge. Other sections of input-bench.json are kept.
"""

import json
import pathlib
import sys

KEYS = {"throughput": ["throughput", "engine"], "challenge": ["challenge"]}
if len(sys.argv) != 3 or sys.argv[1] not in KEYS:
    sys.exit(f"usage: merge-bench-section.py {'|'.join(KEYS)} RUN.json")
section, run_path = sys.argv[1], pathlib.Path(sys.argv[2])
try:
    run = json.loads(run_path.read_text())
except (OSError, ValueError) as error:
    sys.exit(f"merge-bench-section: cannot read {run_path}: {error}")
missing = [key for key in KEYS[section] if key not in run]
if missing:
    sys.exit(f"merge-bench-section: {run_path} has no {', '.join(missing)} (was it run with --section {section}?)")
target = pathlib.Path(__file__).resolve().parent.parent / "Benchmarks/results/input-bench.json"
ours = json.loads(target.read_text())
for key in KEYS[section]:
    ours[key] = run[key]
ours[f"{section}Date"] = run["date"]
target.write_text(json.dumps(ours, indent=2, sort_keys=True) + "\n")
print(f"merged {section} ({run['date']}) into {target}")
