#!/usr/bin/env python3
"""Puts two detection measurements side by side: before and after a change to generation.

Usage:
  python3 scripts/compare-detection.py --label-before 928185f --before BEFORE.json \
      --label-after HEAD --after AFTER.json [--before-corpus C1.json --after-corpus C2.json] \
      [--out Benchmarks/results/steering.json]

BEFORE.json and AFTER.json are input-bench reports with a "detection" section (mutants and seed
bugs); the corpus files are input-bench reports with a "corpus" section. Both sides must use the
same seeds. The output lists, per subject, caught, median and worst cases to the first report of
the expected clause, and per group the median of the medians and the worst of the worst cases.
"""
import argparse
import json
import pathlib
import statistics

parser = argparse.ArgumentParser()
parser.add_argument("--before", required=True)
parser.add_argument("--after", required=True)
parser.add_argument("--label-before", required=True)
parser.add_argument("--label-after", required=True)
parser.add_argument("--before-corpus")
parser.add_argument("--after-corpus")
parser.add_argument("--out", default="Benchmarks/results/steering.json")
arguments = parser.parse_args()


def load(path):
    return json.loads(pathlib.Path(path).read_text())


def rows_of(report, section):
    rows = report.get(section) or []
    if section == "detection":
        return {r["subject"]: {"clause": r["clause"], "seeds": r["seeds"], "caught": r["caught"],
                               "median": r.get("medianCases"), "worst": r.get("worstCases")} for r in rows}
    return {"corpus/" + r["bug"]: {"clause": r["expectedClause"], "seeds": r["seeds"], "caught": r["caught"],
                                   "median": r.get("medianCases"), "worst": r.get("worstCases")}
            for r in rows if r.get("caught") is not None}


def group_of(subject):
    if subject.startswith("mutant/"):
        return "mutants"
    if subject.startswith("corpus/"):
        return "corpus"
    return "seed ports"


before = rows_of(load(arguments.before), "detection")
after = rows_of(load(arguments.after), "detection")
if arguments.before_corpus and arguments.after_corpus:
    before.update(rows_of(load(arguments.before_corpus), "corpus"))
    after.update(rows_of(load(arguments.after_corpus), "corpus"))

subjects = [s for s in before if s in after]
seeds = {before[s]["seeds"] for s in subjects} | {after[s]["seeds"] for s in subjects}
if len(seeds) != 1:
    raise SystemExit(f"compare-detection: the two sides use different seed counts: {sorted(seeds)}")

groups = []
for name in ["mutants", "seed ports", "corpus"]:
    members = [s for s in subjects if group_of(s) == name]
    if not members:
        continue
    summary = {"group": name, "subjects": len(members)}
    for side, rows in [("before", before), ("after", after)]:
        medians = [rows[s]["median"] for s in members if rows[s]["median"] is not None]
        worsts = [rows[s]["worst"] for s in members if rows[s]["worst"] is not None]
        summary[side] = {
            "caught": sum(rows[s]["caught"] for s in members),
            "pairs": sum(rows[s]["seeds"] for s in members),
            "medianOfMedians": statistics.median(medians) if medians else None,
            "worstOfWorst": max(worsts) if worsts else None,
            "meanWorst": statistics.mean(worsts) if worsts else None,
        }
    groups.append(summary)

output = {
    "before": arguments.label_before,
    "after": arguments.label_after,
    "seeds": seeds.pop(),
    "groups": groups,
    "subjects": [
        {"subject": s, "clause": after[s]["clause"], "before": before[s], "after": after[s]} for s in subjects
    ],
}
pathlib.Path(arguments.out).write_text(json.dumps(output, indent=2) + "\n")
for g in groups:
    b, a = g["before"], g["after"]
    print(f"{g['group']}: caught {b['caught']} -> {a['caught']} of {a['pairs']}; median of medians "
          f"{b['medianOfMedians']} -> {a['medianOfMedians']}; worst {b['worstOfWorst']} -> {a['worstOfWorst']}; "
          f"mean worst {b['meanWorst']:.1f} -> {a['meanWorst']:.1f}")
print(f"wrote {arguments.out}")
