#!/usr/bin/env python3
"""Checks the open-source components of Benchmarks/upstream/components.json from their own files, at several seeds,
and writes Benchmarks/results/upstream.json and the table of UPSTREAM.md.

  python3 scripts/measure-upstream.py --checkouts DIR [--seeds 20261130,1,2,3,4]

DIR/<name> is each component's repository checked out at the commit components.json names (the script refuses
another commit). For each component it runs `scripts/check-upstream NAME DIR/<name>/<sources>` (rewrite, build,
the fuzzer at the default budget and seed 20261130), then the built fuzzer again at each other seed, each time with a
fresh store and a JSON report. A figure kept is per seed; the table shows the worst and the best seed, and for each
root clause on how many seeds an undeclared fault rooted there was found, with its shortest trace. Nothing here judges a fault: which faults a maintainer
would accept is UPSTREAM.md's audit, written by a person from the upstream lines.
"""

import argparse
import json
import pathlib
import re
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent
parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--checkouts", help="the folder holding each component's checkout, by name")
parser.add_argument("--render-only", action="store_true", help="only render UPSTREAM.md's table from the results")
parser.add_argument("--seeds", default="20261130,1,2,3,4", help="seeds, comma-separated (default 20261130,1,2,3,4)")
options = parser.parse_args()
try:
    seeds = [int(seed) for seed in options.seeds.split(",")]
except ValueError:
    sys.exit(f"measure-upstream: --seeds takes integers separated by commas, not {options.seeds!r}")
if not seeds:
    sys.exit("measure-upstream: --seeds is empty")
if not options.render_only and not options.checkouts:
    sys.exit("measure-upstream: --checkouts DIR is required (or --render-only)")
manifest = json.loads((root / "Benchmarks/upstream/components.json").read_text())
scratch = root / ".build/check-upstream"


def commit_of(folder):
    result = subprocess.run(["git", "-C", str(folder), "rev-parse", "HEAD"], capture_output=True, text=True)
    return result.stdout.strip() if result.returncode == 0 else None


def faults_of(report):
    """The faults of a JSON report: level, tier, root clause, every clause, the trace, whether declared."""
    faults = []
    for implementation in report["implementations"]:
        for fault in implementation.get("faults", []):
            trace = fault.get("trace", [])
            faults.append({
                "level": fault.get("level"),
                # Reports written before the tiers have none (CONFORMANCE.md, "Tiers").
                "tier": fault.get("tier"),
                "clause": fault["clauses"][0] if fault.get("clauses") else None,
                "clauses": fault.get("clauses", []),
                "trace": trace if isinstance(trace, list) else [trace],
                "declared": bool(fault.get("knownDeviation")),
            })
    return faults


def measure():
    results = []
    checkouts = pathlib.Path(options.checkouts).resolve()
    for component in manifest["components"]:
        results.append(measure_component(component, checkouts))
    output = {"seeds": seeds, "budget": "the default (200 cases per family)", "components": results}
    (root / "Benchmarks/results/upstream.json").write_text(json.dumps(output, indent=1, ensure_ascii=False) + "\n")
    return output


def measure_component(component, checkouts):
    """Checks one component at every seed: what check-upstream built, and each seed's faults."""
    name = component["name"]
    checkout = checkouts / name
    if commit_of(checkout) != component["commit"]:
        sys.exit(f"measure-upstream: {checkout} is not a checkout of {component['repository']} at {component['commit']}")
    sources = checkout / component["sources"]
    print(f"== {name}", flush=True)
    run = subprocess.run(["bash", str(root / "scripts/check-upstream"), name, str(sources)], capture_output=True, text=True)
    last = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else ""
    print(last, flush=True)
    built = re.match(rf"{re.escape(name)}: built from (\d+) files, (\d+) lines rewritten", last)
    entry = {**component, "built": bool(built), "checkUpstream": last, "seeds": []}
    if not built:
        return entry
    entry["files"], entry["linesRewritten"] = int(built.group(1)), int(built.group(2))
    executable = scratch / ".build/debug" / f"check-{name}"
    for seed in seeds:
        with tempfile.TemporaryDirectory() as folder:
            report_path = pathlib.Path(folder) / "report.json"
            fuzz = subprocess.run(
                [str(executable), "--seed", str(seed), "--store", str(pathlib.Path(folder) / "store"),
                 "--json", str(report_path)], capture_output=True, text=True)
            if fuzz.returncode not in (0, 1) or not report_path.exists():
                sys.exit(f"measure-upstream: {name} at seed {seed} did not run (exit {fuzz.returncode}):\n{fuzz.stderr[-2000:]}")
            report = json.loads(report_path.read_text())
        faults = faults_of(report)
        entry["seeds"].append({"seed": seed, "cases": report.get("cases"), "faults": faults})
        undeclared = [fault for fault in faults if not fault["declared"]]
        must = [fault for fault in undeclared if fault["level"] == "MUST"]
        defects = [fault for fault in undeclared if fault["tier"] == "defect"]
        print(f"  seed {seed}: {len(undeclared)} undeclared faults ({len(must)} MUST, {len(defects)} defects)", flush=True)
    return entry


output = json.loads((root / "Benchmarks/results/upstream.json").read_text()) if options.render_only else measure()
results = output["components"]


def plural(count, noun):
    return f"{count} {noun}" + ("" if count == 1 else "s")


def render(results):
    lines = ["| component | commit | built from | undeclared faults per seed (MUST, defects), worst to best | root clauses (seeds that found one), tier, shortest trace |",
             "|---|---|---|---|---|"]
    for entry in results:
        commit = entry["commit"][:7]
        link = f"[{entry['repository']}@{commit}](https://github.com/{entry['repository']}/tree/{entry['commit']})"
        if not entry["built"]:
            lines.append(f"| {entry['name']} | {link} | did not build: {entry['checkUpstream']} | | |")
            continue
        counts = []
        seeds_finding = {}  # root clause -> the seeds with an undeclared fault rooted there
        shortest = {}  # root clause -> its shortest trace on any seed
        tiers = {}  # root clause -> the tiers its faults had
        for run in entry["seeds"]:
            undeclared = [fault for fault in run["faults"] if not fault["declared"]]
            counts.append((
                len(undeclared), len([f for f in undeclared if f["level"] == "MUST"]),
                len([f for f in undeclared if f.get("tier") == "defect"])))
            for fault in undeclared:
                seeds_finding.setdefault(fault["clause"], set()).add(run["seed"])
                tiers.setdefault(fault["clause"], set()).add(fault.get("tier") or "untiered")
                trace = "; ".join(fault["trace"])
                if fault["clause"] not in shortest or (len(fault["trace"]), trace) < shortest[fault["clause"]]:
                    shortest[fault["clause"]] = (len(fault["trace"]), trace)
        counts.sort(reverse=True)
        per_seed = ", ".join(f"{total} ({must}, {defects})" for total, must, defects in counts)
        listing = "<br>".join(
            f"{clause} ({len(seeds_finding[clause])}/{len(entry['seeds'])}, {'/'.join(sorted(tiers[clause]))}): "
            f"`{shortest[clause][1]}`"
            for clause in sorted(seeds_finding, key=lambda c: (c.split("-")[0], int(c.split("-")[1]))))
        lines.append(f"| {entry['name']} | {link} | {plural(entry['files'], 'file')}, {plural(entry['linesRewritten'], 'line')} rewritten | {per_seed} | {listing} |")
    return "\n".join(lines)


document = root / "UPSTREAM.md"
begin, end = "<!-- measured table begins -->", "<!-- measured table ends -->"
text = document.read_text()
if begin not in text or end not in text:
    sys.exit(f"measure-upstream: UPSTREAM.md lacks the markers {begin} … {end}")
before, rest = text.split(begin, 1)
_, after = rest.split(end, 1)
generated = (f"Generated by `python3 scripts/measure-upstream.py --checkouts DIR --seeds {','.join(map(str, output['seeds']))}` "
             f"(the default budget; a fresh store per run).\n\n")
document.write_text(before + begin + "\n" + generated + render(results) + "\n" + end + after)
print("rendered UPSTREAM.md's table" if options.render_only else "wrote Benchmarks/results/upstream.json and UPSTREAM.md's table")
