#!/usr/bin/env python3
"""Renders BENCHMARKS.md from Benchmarks/results/input-bench.json and hypothesis.json (and, when present,
catalogue.json, evidence.json and steering.json).

Usage: python3 scripts/render-benchmarks.py
The figures in BENCHMARKS.md are never typed by hand: run input-bench (and the Hypothesis
script) on the machine, then this.
"""
import json
import pathlib
import statistics

root = pathlib.Path(__file__).resolve().parent.parent
ours = json.loads((root / "Benchmarks/results/input-bench.json").read_text())
peer = json.loads((root / "Benchmarks/results/hypothesis.json").read_text())
catalogue_file = root / "Benchmarks/results/catalogue.json"
catalogue_run = json.loads(catalogue_file.read_text()) if catalogue_file.exists() else None
catalogue_alt_file = root / "Benchmarks/results/catalogue-seeds-21-40.json"
catalogue_alt_run = json.loads(catalogue_alt_file.read_text()) if catalogue_alt_file.exists() else None
evidence_file = root / "Benchmarks/results/evidence.json"
evidence_run = json.loads(evidence_file.read_text()) if evidence_file.exists() else None
held_out_file = root / "Benchmarks/results/evidence-held-out.json"
held_out_run = json.loads(held_out_file.read_text()) if held_out_file.exists() else None
corpus_file = root / "Benchmarks/results/corpus.json"
corpus_run = json.loads(corpus_file.read_text()) if corpus_file.exists() else None
steering_file = root / "Benchmarks/results/steering.json"
steering_run = json.loads(steering_file.read_text()) if steering_file.exists() else None
speed_file = root / "Benchmarks/results/speed.json"
speed_run = json.loads(speed_file.read_text()) if speed_file.exists() else None
bases_file = root / "Benchmarks/results/challenge-seed-bases.json"
bases_run = json.loads(bases_file.read_text()) if bases_file.exists() else None
first = root / "Benchmarks/results/hypothesis-first-failure.json"
peer_first = json.loads(first.read_text()) if first.exists() else None


def f(value, digits=1):
    return f"{value:,.{digits}f}"


lines = []
add = lines.append
add("# Benchmarks")
add("")
add("What the suite catches, how fast, and how small a counterexample it hands back, measured with")
add("`input-bench` (a release build) and compared with Hypothesis run in the same session on the same")
add("machine. Ratios are the headline; absolute times and rates are this machine's only.")
add("")
add(f"- **Machine**: {ours['machine']}; Swift 6.3.1, release build.")
add(f"- **Figures from**: input-bench {ours['date']}; Hypothesis {peer['hypothesis_version']} (Python "
    f"{peer['python_version']}) {peer['date']}.")
add("- **Reproduce**: `swift run -c release input-bench` (all four sections, about 20 minutes, writes")
add("  `Benchmarks/results/input-bench.json`; `--section throughput|detection|shrinking|challenge` for one, which")
add("  writes `Benchmarks/results/SECTION.json` instead);")
add("  `bash Benchmarks/hypothesis/run.sh --runs 100` (installs Hypothesis into `Benchmarks/.venv` from PyPI;")
add("  never needed by `swift test`); then `python3 scripts/render-benchmarks.py` rewrites this file.")
add("  A newer run of one section replaces its figures with `python3 scripts/merge-bench-section.py SECTION RUN.json`")
add("  (the Goals table then names that section's own date).")
if speed_run or bases_run:
    add("- **Speed and seed bases** (issue 30): `python3 scripts/measure-speed.py --corpus` (the two commands and")
    add("  the corpus section, timed, writes `speed.json`, `swift-test.json`, `corpus.json` and CORPUS.md's table);")
    add("  `python3 scripts/challenge-seed-bases.py` (the challenge at seed bases 0 to 3, `challenge-seed-bases.json`).")
if evidence_run or steering_run:
    add("- **Sections 5 and 6**: " + (f"`input-bench --section evidence --seeds {evidence_run['seeds']}` "
        f"({evidence_run['date']}, writes `Benchmarks/results/evidence.json`)" if evidence_run else "")
        + ("; `input-bench --section detection --seeds 20` and `--section corpus --seeds 20` at both commits, "
           "then `scripts/compare-detection.py` (writes `Benchmarks/results/steering.json`)" if steering_run else "")
        + ".")
add("")

# Headline
bench_from_early = f"input-bench.json, {ours.get('challengeDate', ours['date'])}"
throughput = ours.get("throughput", [])
detection = ours.get("detection", [])
shrinking = ours.get("shrinking", [])
challenge = ours.get("challenge", [])
mutant_rows = [r for r in shrinking if not r["mutant"].startswith("seed-")]
at_minimum = [r for r in mutant_rows if r.get("shrunkLength") is not None and r["shrunkLength"] <= r["minimalLength"]]
caught99 = [r for r in detection if r["caught"] * 100 >= r["seeds"] * 99]
# Since issue 30 the challenge goals are judged on the worst of the seed bases in challenge-seed-bases.json (a
# challenge counts only when every base meets it); without that file, on input-bench.json's one run.
challenge_runs = [run["challenge"] for run in bases_run["bases"]] if bases_run else [challenge]
def every_base(name, test):
    return all(test(r) for run in challenge_runs for r in run if r["challenge"] == name)
def shrink_ratio(r):
    return r["meanShrinkEvaluations"] / r["hypothesisMeanShrinkEvaluations"]
def worst_ratio(name):
    return max(shrink_ratio(r) for run in challenge_runs for r in run if r["challenge"] == name)
def worst_ideal(name):
    return min((r["ideal"], r["runs"]) for run in challenge_runs for r in run if r["challenge"] == name)
ideal95 = [r for r in challenge if every_base(r["challenge"], lambda x: x["ideal"] * 100 >= x["runs"] * 95)]
at_or_below = [r for r in challenge if r.get("hypothesisMeanShrinkEvaluations") and
               every_base(r["challenge"], lambda x: x["meanShrinkEvaluations"] <= x["hypothesisMeanShrinkEvaluations"])]
challenge_scope = (f" (worst of seed bases 0 to {len(challenge_runs) - 1})" if bases_run else "")
challenge_from = (f"challenge-seed-bases.json, {bases_run['bases'][0]['date']}" if bases_run else bench_from_early)
worst_overhead = max((r["overhead"] for r in throughput), default=0)
best_overhead = min((r["overhead"] for r in throughput), default=0)
add("## Goals and where we stand")
add("")
add("Every row is computed from the JSON result named in its last column, with that file's date; nothing is")
add("typed by hand. Until issue 20 this table showed the v1 catalogue's detection and shrinking rows (\"62 of 62\",")
add("\"44 of 44\") beside the v2 figures; the mutant rows now come from the current catalogue, v1 and newer")
add("mutants apart, and the worse group decides whether a goal is met. Since issue 19 the real-bug corpus's two")
add("goals are rows too (`corpus.json`, CORPUS.md's definition of told apart). Since issue 30 the speed rows come")
add("from `speed.json` (the worst of three runs each); the `swift test` row is the worst of three runs (it was one")
add("run); both challenge rows are judged on the worst of four seed bases (they were judged on seed base 0), and")
add("the evaluations row asks for at least 11 of the 13, as issue 30 does (it asked for all 13).")
add("")
add("| goal | measured | met | from |")
add("|---|---|---|---|")
bench_from = f"input-bench.json, {ours['date']}"
catalogue_runs = [run for run in [catalogue_run, catalogue_alt_run] if run]


def catalogue_goal(name, count, meets):
    """One goal over the catalogue, per origin and per seed range: `count` gives (met, of) for rows."""
    cells, met = [], True
    for run in catalogue_runs:
        first = run.get("firstSeed", 1)
        parts = []
        for origin in ["v1", "newer"]:
            part = [r for r in run["catalogue"] if r["origin"] == origin]
            good, of = count(part)
            met = met and meets(good, of)
            parts.append(f"{origin} {good} of {of}")
        cells.append(f"{', '.join(parts)} (seeds {first} to {first + run['seeds'] - 1})")
    sources = "; ".join(f"{name_of(run)}, {run['date']}" for run in catalogue_runs)
    add(f"| {name} | {'; '.join(cells)} | {'yes' if met else 'no'} | {sources} |")


def name_of(run):
    return "catalogue.json" if run is catalogue_run else "catalogue-seeds-21-40.json"


if catalogue_runs:
    catalogue_goal(
        "every mutant, trapping ones included, caught on at least 99% of seeds",
        lambda part: (sum(1 for r in part if r["caught"] * 100 >= r["seeds"] * 99), len(part)),
        lambda good, of: good == of)
    catalogue_goal(
        "root = declared on at least 90% of seeds for at least 90% of the mutants",
        lambda part: (sum(1 for r in part if r["root"] * 10 >= r["seeds"] * 9), len(part)),
        lambda good, of: good * 10 >= of * 9)
    catalogue_goal(
        "shrunk trace minimal on at least 95% of (mutant, seed) pairs",
        lambda part: (sum(r["minimal"] for r in part), sum(r["seeds"] for r in part)),
        lambda good, of: good * 100 >= of * 95)
add(f"| every catalogued mutant and seed bug caught on at least 99 of 100 seeds (section 2) | {len(caught99)} of "
    f"{len(detection)} | {'yes' if len(caught99) == len(detection) else 'no'} | {bench_from} |")
add(f"| shrunk trace no longer than the known minimal trace for at least 95% of mutants, default seed (section 3) | "
    f"{len(at_minimum)} of {len(mutant_rows)} ({f(100 * len(at_minimum) / max(1, len(mutant_rows)), 0)}%) | "
    f"{'yes' if len(at_minimum) * 100 >= 95 * len(mutant_rows) else 'no'} | {bench_from} |")
add(f"| the ideal counterexample on at least 11 of the 13 shrinking challenges{challenge_scope} | {len(ideal95)} of "
    f"{len(challenge)} (ideal on at least 95% of runs) | {'yes' if len(ideal95) >= 11 else 'no'} | {challenge_from} |")
add(f"| mean shrink evaluations no higher than Hypothesis's on at least 11 of the 13{challenge_scope} | at or below "
    f"on {len(at_or_below)} of {len(challenge)} | {'yes' if len(at_or_below) >= 11 else 'no'} | {challenge_from}; "
    f"hypothesis.json, {peer['date']} |")
throughput_from = f"input-bench.json, {ours.get('throughputDate', ours['date'])}"
add(f"| checking-loop overhead at most 3x the implementation alone | {f(best_overhead, 1)}x to "
    f"{f(worst_overhead, 1)}x | {'yes' if worst_overhead <= 3 else 'no'} | {throughput_from} |")
test_run = json.loads((root / "Benchmarks/results/swift-test.json").read_text())
def unbroken(row):
    return [e for e, v in zip(row["evidence"], row["verdicts"]) if v in ("pass", "notExercised")]


def seed_range(run):
    first = run.get("firstSeed", 1)
    return f"seeds {first} to {first + run['seeds'] - 1}"


for label, run, file in [("", evidence_run, "evidence.json"), (", held out", held_out_run, "evidence-held-out.json")]:
    if not run:
        continue
    ev_rows = run["evidence"]
    ev_least = min((min(unbroken(r)) for r in ev_rows if unbroken(r)), default=0)
    ev_zero = sum(1 for r in ev_rows for v in r["verdicts"] if v == "notExercised")
    add(f"| every applicable clause of every bundled implementation exercised on every seed ({seed_range(run)}"
        f"{label}) | {ev_zero} (implementation, clause, seed) triples not exercised; least evidence "
        f"{ev_least} | {'yes' if ev_zero == 0 else 'no'} | {file}, {run['date']} |")
if corpus_run and corpus_run.get("corpusBugs"):
    rows = corpus_run["corpus"]
    total, seeds = corpus_run["corpusBugs"], corpus_run["seeds"]
    line = (seeds * 99 + 99) // 100
    with_fix = [r for r in rows if r["hasFix"]]
    told = sum(1 for r in with_fix if r["toldApart"] >= line)
    add(f"| at least 40 of the {total} corpus bugs drivable with honest capabilities (issue 19) | {len(rows)} of "
        f"{total} | {'yes' if len(rows) >= 40 else 'no'} | corpus.json, {corpus_run['date']} |")
    add(f"| at least 36 bugs with a fix commit told apart (a root, the fixed port clean on its trace) on at least "
        f"99% of seeds (seeds 1 to {seeds}; issue 19) | {told} of {len(with_fix)} drivable with a fix | "
        f"{'yes' if told >= 36 else 'no'} | corpus.json, {corpus_run['date']} |")
if speed_run:
    release, serial = speed_run["worstReleaseDefaultSeconds"], speed_run["worstReleaseJobs1Seconds"]
    speedup = serial / release
    add(f"| the release `input-fuzz` default run (seed 7) in at most 6 s, at least 1.6x faster than `--jobs 1` | "
        f"{f(release, 2)} s; `--jobs 1` {f(serial, 2)} s ({f(speedup, 2)}x); the same report | "
        f"{'yes' if release <= 6 and speedup >= 1.6 else 'no'} | speed.json, {speed_run['date']} |")
    debug = speed_run["worstDebugDefaultSeconds"]
    add(f"| the debug `input-fuzz` default run (the README's first command) in at most 25 s | {f(debug, 2)} s | "
        f"{'yes' if debug <= 25 else 'no'} | speed.json, {speed_run['date']} |")
    if speed_run.get("corpus"):
        minutes = speed_run["corpus"]["wallSeconds"] / 60
        add(f"| `input-bench --section corpus --seeds 100` in at most 10 min | {f(minutes, 1)} min | "
            f"{'yes' if minutes <= 10 else 'no'} | speed.json, {speed_run['corpus']['date']} |")
add(f"| the whole `swift test` run (after the build) under 60 seconds | {f(test_run['wallSeconds'])} s for "
    f"{test_run['tests']} tests | {'yes' if test_run['wallSeconds'] < 60 else 'no'} | swift-test.json, "
    f"{test_run['date']} |")
add("")

if speed_run:
    add("## Speed of the two commands")
    add("")
    add(f"Wall and CPU seconds on this machine ({speed_run['machine']}), each of {speed_run['runs']} runs, measured "
        f"{speed_run['date']} with `{speed_run['command']}` on an otherwise idle machine; the Goals table keeps "
        "the worst. The release runs use seed 7; the debug runs, seeds 7, 11 and 12345 (the README's first "
        "command draws a random seed). Every report of the release runs, `--jobs 1` or not, is the same JSON "
        "byte for byte but `elapsedSeconds` (the script stops if not).")
    add("")
    add("What a run does changed with issue 32 (2026-12-07): every MUST violation that is not unusual input is "
        "replayed once with every UIKit quirk off, and a quirk-dependent one once more per quirk, to decide its "
        "tier (CONFORMANCE.md, \"Tiers\"). Done first in the campaign, one violation after another, it made the "
        "release default run at seed 7 10.41 s worst of three (7.68 s before; `--jobs 1` 17.62 s); each stretch "
        "worker now judges its own violations, side by side, in its case worker, with the same report (8.26 s worst "
        "of three, `--jobs 1` 15.96 s, in the table below).")
    add("")
    add("Not yet in the Goals table: one run of `input-bench --section corpus --seeds 100 --corpus-md CORPUS.md` in "
        "release on 2026-12-07 (the corpus.json above) took 28.3 min wall (20.5 min user), against the 8.5 min of "
        "the speed row, which predates issue 32; the likely cost is that every buggy-port run now judges the tiers "
        "of its violations with quirk-free replays, which told apart does not need. Measured once, not with "
        "`measure-speed.py`, and not fixed; the speed goal row is not re-measured.")
    add("")
    add("| what | runs (wall s) | CPU s (worst run) |")
    add("|---|---|---|")
    for label, key in [("`input-fuzz` release, default `--jobs` (one per core)", "releaseDefault"),
                       ("`input-fuzz` release, `--jobs 1`", "releaseJobs1"),
                       ("`input-fuzz` debug, default `--jobs`", "debugDefault"),
                       ("`swift test --skip-build`", "swiftTest")]:
        runs = speed_run[key]
        slowest = max(runs, key=lambda run: run["wallSeconds"])
        add(f"| {label} | {', '.join(f(run['wallSeconds'], 2) for run in runs)} | {f(slowest['cpuSeconds'], 1)} |")
    if speed_run.get("corpus"):
        c = speed_run["corpus"]
        add(f"| `{c['command']}` ({c['date']}) | {f(c['wallSeconds'], 1)} | {f(c['cpuSeconds'], 1)} |")
    add("")

add("## 1. Throughput")
add("")
add("Event steps per second of the checking loop: the implementation and the reference side by side, every")
add("observation compared after every step, every invariant checked on both. *Alone* runs the same")
add("recorded sequences on the implementation only (no reference, no observation). The overhead is the")
add("ratio of the two times. Sequences: 200 generated cases per family, each replayed 3 times.")
if ours.get("throughputDate"):
    add(f"Measured {ours['throughputDate']} with `input-bench --section throughput` on an otherwise idle machine and")
    add("merged with `scripts/merge-bench-section.py`: of three such runs, the one whose worst family's overhead")
    add("was highest (the *alone* rate of one family varies by over a third between runs).")
add("")
add("| family | implementation | steps | loop steps/s | alone steps/s | overhead |")
add("|---|---|---|---|---|---|")
for r in throughput:
    add(f"| {r['family']} | {r['implementation']} | {r['steps']:,} | {f(r['loopStepsPerSecond'], 0)} | "
        f"{f(r['aloneStepsPerSecond'], 0)} | {f(r['overhead'], 2)}x |")
engine = ours.get("engine")
if engine:
    add("")
    add(f"Engine: {f(engine['combinatorChoicesPerSecond'], 0)} choices per second drawn through the combinators "
        f"(`Generator.array(of: .int(in: -1000...1000), length: 0...50)`), against "
        f"{f(engine['bareDrawsPerSecond'], 0)} bare `Xoshiro256StarStar.next(upTo:)` draws per second: "
        f"{f(engine['ratio'], 1)}x.")
add("")

add("## 2. Detection")
add("")
add("For every mutant of the catalogue (`Sources/Implementations/Mutants`) and every failing clause of the")
add("seed ports, over seeds 1 to 100: how often the default budget (200 cases per implementation and")
add("family) reports the clause, and after how many cases (the fewest over the members and families).")
add("Trapping subjects run in child processes.")
add("")
add("| subject | clause | caught | median cases | worst |")
add("|---|---|---|---|---|")
for r in detection:
    median = f(r["medianCases"]) if r.get("medianCases") is not None else "-"
    worst = str(r["worstCases"]) if r.get("worstCases") is not None else "-"
    add(f"| {r['subject']} | {r['clause']} | {r['caught']}/{r['seeds']} | {median} | {worst} |")
add("")

if catalogue_run:
    rows = catalogue_run["catalogue"]
    seeds = catalogue_run["seeds"]
    first_seed = catalogue_run.get("firstSeed", 1)
    add(f"## 2b. The mutant catalogue, v1 and newer apart ({len(rows)} mutants, seeds {first_seed} to "
        f"{first_seed + seeds - 1})")
    add("")
    add(f"Measured {catalogue_run['date']} with `swift run -c release input-bench --section catalogue --seeds {seeds}")
    add("--json Benchmarks/results/catalogue.json`, and again with `--seed-base 20` (seeds 21 to 40, in")
    add("`catalogue-seeds-21-40.json`: the Goals table shows both). Per (mutant, seed): **caught**, the default budget reports the")
    add("mutant's declared clause; **root**, the first fault the run reports has that clause as its root clause;")
    add("**minimal**, the shrunk trace is no longer than the trace written by hand from the clause's sentence.")
    add("Goals (issue 20): every mutant caught on at least 99% of seeds, root = declared on at least 90% of seeds")
    add("for at least 90% of mutants, 95% of pairs minimal; the worse of the two groups counts.")
    add("")
    add("**Every mutant in the repository has been seen and tuned on.** The *v1* group is the 44 mutants of the v1")
    add("catalogue, which the v1 runner was fixed against; *newer* is every mutant written since. Neither measures")
    add("how the suite does on faults nobody tuned for: that is measured on faults and real bugs outside the")
    add("repository. Until issue 20 this section split the catalogue into a *tuning* and a *held-back* half by a")
    add("hash of the id; 25 of the held-back half's 68 mutants were v1 mutants, so the split was dropped.")
    add("Since issue 21, **caught** and **root** follow the run as it is now (its second half steers toward")
    add("clauses under the evidence floor). Since issue 20, when several clauses break at one step the root is")
    add("chosen by CONFORMANCE.md's precedence relation (\"Which clause is the root\"): a mutant whose fault shows")
    add("in a narrower clause's situation is rooted there, which moves **root** both ways.")
    add("")
    add("| origin | mutants | caught on ≥ 99% of seeds | root = declared on ≥ 90% of seeds | minimal pairs |")
    add("|---|---|---|---|---|")
    for origin in ["v1", "newer"]:
        part = [r for r in rows if r["origin"] == origin]
        pairs = sum(r["seeds"] for r in part)
        caught = sum(1 for r in part if r["caught"] * 100 >= r["seeds"] * 99)
        rooted = sum(1 for r in part if r["root"] * 10 >= r["seeds"] * 9)
        minimal = sum(r["minimal"] for r in part)
        add(f"| {origin} | {len(part)} | {caught} of {len(part)} | {rooted} of {len(part)} | "
            f"{minimal} of {pairs} ({f(100 * minimal / max(1, pairs), 0)}%) |")
    add("")
    add("Mutants short of a goal (the others are caught, rooted and minimal on every seed); *first instead* is")
    add("the clause of the first fault on the seeds where it was not the declared clause, with how many seeds,")
    add("and *(same step)* where the declared clause broke at that step too, as a follow-on:")
    add("")
    add("| mutant | origin | clause | caught | root | minimal | first instead |")
    add("|---|---|---|---|---|---|---|")
    for r in rows:
        if r["caught"] == r["seeds"] and r["root"] == r["seeds"] and r["minimal"] == r["seeds"]:
            continue
        instead = ", ".join(f"{k} {v}" for k, v in sorted(r.get("instead", {}).items(), key=lambda kv: -kv[1]))
        add(f"| {r['mutant']} | {r['origin']} | {r['clause']} | {r['caught']}/{r['seeds']} | {r['root']}/{r['seeds']} | "
            f"{r['minimal']}/{r['seeds']} | {instead or '-'} |")
    add("")

add("## 3. Shrinking")
add("")
add("At the default seed: the shrunk trace's length against the shortest trace known to break the clause")
add("(written beside each mutant), the shrink evaluations (cases run while shrinking, the extra")
add("starting points included), and the time; `children` marks runs whose every case, shrink candidates")
add("included, ran in a child process.")
add("")
add("| mutant | clause | minimal | shrunk | evaluations | seconds | children |")
add("|---|---|---|---|---|---|---|")
for r in shrinking:
    shrunk = r.get("shrunkLength")
    add(f"| {r['mutant']} | {r['clause']} | {r['minimalLength']} | {shrunk if shrunk is not None else 'not found'} | "
        f"{r.get('shrinkEvaluations', '-')} | {f(r['seconds'], 2)} | {'yes' if r['childProcesses'] else ''} |")
add("")

add("## 4. The public shrinking challenge, beside Hypothesis")
add("")
add("The 13 problems of github.com/jlink/shrinking-challenge (`Sources/ShrinkingChallenges`), 100 runs each")
add("(seed 7919·k), up to 1,000 cases to find a failure. *Evaluations* are property calls made while")
add("shrinking, counted the same way on both sides (candidates that overrun or that a cache answers are")
add("not calls). Hypothesis keeps generating after the first failure and shrinks the best one it found;")
add("the last column is Hypothesis shrinking its first failure, as our engine does.")
if bases_run:
    add(f"The table is seed base 0; the two *worst* columns are the worst over seed bases 0 to {len(challenge_runs) - 1}")
    add("(`python3 scripts/challenge-seed-bases.py`, `input-bench --section challenge --seed-base N`, seeds")
    add("7919·k for k = 100·N+1 … 100·N+100), on which the Goals table judges both challenge goals since issue 30")
    add("(before, on seed base 0 alone). Our engine's cache of runs seen holds the cases generated before the")
    add("failure too, as Hypothesis's does; a candidate the cache answers is not a call on either side.")
add("")
worst_head = " worst ideal | worst ours / theirs |" if bases_run else ""
add(f"| challenge | our ideal | our evals | Hypothesis ideal | Hypothesis evals | ours / theirs |{worst_head} Hypothesis, first failure |")
add("|---|---|---|---|---|---|---|" + ("---|---|" if bases_run else ""))
first_by_name = {}
if peer_first:
    first_by_name = {c["challenge"]: c for c in peer_first["challenges"]}
for r in challenge:
    theirs = r.get("hypothesisMeanShrinkEvaluations")
    ratio = f(r["meanShrinkEvaluations"] / theirs, 2) if theirs else "-"
    hyp = f"{r.get('hypothesisIdeal', '-')}/{r.get('hypothesisFound', '-')}"
    pf = first_by_name.get(r["challenge"])
    pf_text = f"{f(pf['mean_shrink_evaluations'])} ({pf['ideal_reached']}/{pf['failures_found']} ideal)" if pf else "-"
    worst_cells = ""
    if bases_run:
        ideal, runs = worst_ideal(r["challenge"])
        worst_cells = f" {ideal}/{runs} | {f(worst_ratio(r['challenge']), 2) if theirs else '-'} |"
    add(f"| {r['challenge']} | {r['ideal']}/{r['found']} | {f(r['meanShrinkEvaluations'])} | {hyp} | "
        f"{f(theirs) if theirs else '-'} | {ratio} |{worst_cells} {pf_text} |")
add("")
if evidence_run:
    ev_rows = evidence_run["evidence"]
    floor = 10
    members = sorted({r["implementation"] for r in ev_rows})
    add(f"## 5. Evidence: every clause exercised on every seed ({seed_range(evidence_run)})")
    add("")
    if held_out_run:
        add(f"Seeds 1 to 100 were seen while steering was built: the seeds where RESP-21 stayed unexercised (23, 42,")
        add(f"46, 78 and 85) led to the search and its third step of lookahead. {seed_range(held_out_run).capitalize()}")
        add("were not looked at before this measurement; their summary follows the table.")
        add("")
    add("For every bundled implementation (the reference configurations and the seed ports) and every seed, the")
    add("checked steps of each clause that applies to it, over the run of all its families at the default budget")
    add("(`input-bench --section evidence`). A clause the run breaks needs no evidence to fail and is left out on")
    add("that seed. The floor is 10 (CONFORMANCE.md, \"Evidence floor\"); the second half of each run steers toward")
    add("clauses under it.")
    add("")
    add("| implementation | clauses | least evidence (clause) | (clause, seed) pairs under the floor | not exercised |")
    add("|---|---|---|---|---|")
    for m in members:
        rows = [r for r in ev_rows if r["implementation"] == m]
        scored = [(min(unbroken(r)), r["clause"]) for r in rows if unbroken(r)]
        least = min(scored) if scored else None
        under = sum(1 for r in rows for e in unbroken(r) if e < floor)
        zero = sum(1 for r in rows for v in r["verdicts"] if v == "notExercised")
        add(f"| {m} | {len(rows)} | {least[0] if least else '-'} ({least[1] if least else '-'}) | {under} | {zero} |")
    add("")
    if held_out_run:
        rows = held_out_run["evidence"]
        scored = [(min(unbroken(r)), r["implementation"], r["clause"]) for r in rows if unbroken(r)]
        least = min(scored) if scored else None
        under = [(r["implementation"], r["clause"], held_out_run.get("firstSeed", 1) + i, e) for r in rows
                 for i, (e, v) in enumerate(zip(r["evidence"], r["verdicts"])) if v in ("pass", "notExercised") and e < floor]
        zero = sum(1 for r in rows for v in r["verdicts"] if v == "notExercised")
        add(f"Held out, {seed_range(held_out_run)}: least evidence {least[0]} ({least[1]}, {least[2]}); "
            f"{len(under)} (implementation, clause, seed) triples under the floor; {zero} not exercised."
            + (" Under the floor: " + "; ".join(f"{m} {c} at seed {s}: {e}" for m, c, s, e in under) + "." if under else ""))
        add("")
if steering_run:
    add(f"## 6. Detection before and after steering (seeds 1 to {steering_run['seeds']}, default budget)")
    add("")
    add(f"Cases to the first report of the expected clause, at {steering_run['before']} (no steering) and at "
        f"{steering_run['after']}")
    add("(steering), over the same seeds: the mutant catalogue and the seed ports (`input-bench --section")
    add("detection`), and the drivable corpus's buggy ports (`--section corpus`). Per group: the median of the")
    add("subjects' median cases, the worst case of any subject, and the mean of the subjects' worst cases.")
    add("`python3 scripts/compare-detection.py` builds `Benchmarks/results/steering.json` from the two runs.")
    add("")
    add("| group | subjects | caught, before → after | median of medians | worst | mean worst |")
    add("|---|---|---|---|---|---|")
    for g in steering_run["groups"]:
        b, a = g["before"], g["after"]
        add(f"| {g['group']} | {g['subjects']} | {b['caught']} → {a['caught']} of {a['pairs']} | "
            f"{b['medianOfMedians']} → {a['medianOfMedians']} | {b['worstOfWorst']} → {a['worstOfWorst']} | "
            f"{f(b['meanWorst'])} → {f(a['meanWorst'])} |")
    add("")
    changed = [r for r in steering_run["subjects"] if (r["before"]["caught"], r["before"]["median"], r["before"]["worst"])
               != (r["after"]["caught"], r["after"]["median"], r["after"]["worst"])]
    if changed:
        add("Subjects whose figures changed:")
        add("")
        add("| subject | clause | caught | median | worst |")
        add("|---|---|---|---|---|")
        for r in changed:
            b, a = r["before"], r["after"]
            add(f"| {r['subject']} | {r['clause']} | {b['caught']} → {a['caught']} | {b['median']} → {a['median']} | "
                f"{b['worst']} → {a['worst']} |")
        add("")
above = [r for r in challenge if r.get("hypothesisMeanShrinkEvaluations") and worst_ratio(r["challenge"]) > 1]
worst = max(above, key=lambda r: worst_ratio(r["challenge"]), default=None)
short = [r for r in challenge if r not in ideal95]
add("## Where a goal is missed, by how much, and what would close the gap")
add("")
if catalogue_run:
    rows = catalogue_run["catalogue"]
    for origin in ["v1", "newer"]:
        part = [r for r in rows if r["origin"] == origin]
        rooted = sum(1 for r in part if r["root"] * 10 >= r["seeds"] * 9)
        same_step = sum(v for r in part for k, v in r.get("instead", {}).items() if k.endswith("(same step)"))
        elsewhere = sum(v for r in part for k, v in r.get("instead", {}).items() if not k.endswith("(same step)"))
        add(f"- **Root = declared, {origin}**: {rooted} of {len(part)} mutants on at least 90% of seeds (goal: 90% of "
            f"them). Of the (mutant, seed) pairs whose first fault is another clause, {same_step} break the declared "
            f"clause at the same step as a follow-on and {elsewhere} show the fault first at another step "
            f"(section 2b, *first instead*).")
    add("  A step-level order (CONFORMANCE.md's precedence) decides only the first kind. The second is a fault")
    add("  that shows through a general clause before the situation its declared clause names comes up: the")
    add("  run would have to recognise one fault across steps (the same wrong field, the same cause) and name it")
    add("  by the narrowest clause that shows it, or the catalogue declare what its faults show first.")
if worst_overhead > 3:
    add(f"- **Checking-loop overhead**: {f(best_overhead, 1)}x to {f(worst_overhead, 1)}x against the goal of 3x.")
    add("  The loop runs the reference beside the implementation (2x before anything else), observes both")
    add("  completely after every step (the keyboard area is walked, the wheels read, the date text formatted),")
    add("  checks every invariant on both sides (the reference's, to catch a bad oracle), and attributes every")
    add("  observed field to a clause to know what was exercised. Issue 30 made each of these cheaper (rules")
    add("  and field-name sets computed once per declaration, typed comparisons before any text, one event name")
    add("  per step), which took the worst family from 24.1x to the figure above; no single part of the step")
    add("  is now more than a few percent of a profile (retain/release, allocation and generic-metadata lookups")
    add("  lead). What would close it, without weakening the comparison: observe only the fields an event kind")
    add("  can change, specialise the generators and the observation code (no generic metadata at run time),")
    add("  and check the reference's invariants on a sample of steps once a run has trusted it.")
if above and len(at_or_below) < 11:
    add(f"- **Shrink evaluations**: above Hypothesis on {len(above)} of {len(challenge)} challenges at the worst seed "
        f"base (worst {worst['challenge']}, {f(worst_ratio(worst['challenge']), 2)}x); the goal asks for at most 2.")
elif above:
    add(f"- **Shrink evaluations** (goal met): above Hypothesis on {', '.join(r['challenge'] for r in above)} at the "
        f"worst seed base ({f(worst_ratio(worst['challenge']), 2)}x), where Hypothesis reaches the ideal on "
        f"{worst.get('hypothesisIdeal', '-')} of {worst.get('hypothesisFound', '-')} runs and we on every run: the "
        "calls over theirs go to the last steps down to the ideal.")
for r in short:
    add(f"- **{r['challenge']}**: the ideal on {r['ideal']} of {r['runs']} runs; the others stop at another")
    add("  4-node heap of the same size (a local minimum: the sibling subtrees would have to swap and lower at")
    add("  once). A pass that swaps sibling spans before lowering them would reach it.")
engine_ratio = (ours.get("engine") or {}).get("ratio", 0)
if engine_ratio > 10:
    add(f"- **The engine's draw ratio**: {f(engine_ratio, 1)}x against the goal of 10x (issue 30). A choice drawn")
    add("  through the combinators is recorded for shrinking (its kind, its span, its place in the choice")
    add("  sequence) and goes through a closure per generator; a bare draw is one xoshiro step of a few")
    add("  nanoseconds, whose own rate varies by half between runs, and so does the ratio. Closing it needs")
    add("  specialised (inlinable, non-closure) generators for the common combinators.")
if not (worst_overhead > 3 or len(at_or_below) < 11 or short or engine_ratio > 10):
    add("Every goal is met.")
add("")
(root / "BENCHMARKS.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
print("wrote BENCHMARKS.md")
