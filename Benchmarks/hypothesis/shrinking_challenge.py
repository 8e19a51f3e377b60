#!/usr/bin/env python3
"""The public shrinking challenge (github.com/jlink/shrinking-challenge) under Python Hypothesis.

Peer comparison for our Swift engine's `Sources/ShrinkingChallenges/ShrinkingChallenge.swift`: the same 13
problems, the same ideal counterexamples (rendered the same way), the same budget (1,000 cases), and
the same measure, *shrink evaluations* = calls of the property body made during Hypothesis's shrink
phase only.

How shrink evaluations are counted
----------------------------------
Every property is wrapped in a counter. `ConjectureRunner._log_phase_statistics` (the context manager
Hypothesis enters around each of its phases: reuse, generate, shrink, explain) is wrapped so that a
module-level variable names the phase in force; each call of the property body is counted under that
phase. "Shrink evaluations" is the count under "shrink". It therefore excludes
  * the generate phase, including the generation Hypothesis keeps doing after the first failure to
    look for other bugs (report_multiple_bugs, on by default);
  * the final replay of the minimal example that Hypothesis makes after the engine has finished (to
    raise and report it), which runs outside every phase;
  * candidate choice sequences that the shrinker tries but that never reach the property body
    (a `.filter` that rejects, a draw that overruns, a cache hit).
The last point is why Hypothesis's own per-phase statistics (`statistics["shrink-phase"]["test-cases"]`,
which counts every test-function call including those rejected while drawing) can be larger; that
figure is recorded too, as `mean_shrink_test_cases`, and so is the older published measure "every
property call after the first failing one, generation included" (`mean_calls_after_first_failure`).
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import multiprocessing
import os
import platform
import statistics as stats_mod
import sys
import time
from dataclasses import dataclass
from typing import Any, Callable

import hypothesis
import hypothesis.strategies as st
from hypothesis import HealthCheck, Phase, Verbosity, given, seed, settings
from hypothesis.internal.conjecture.engine import ConjectureRunner
from hypothesis.statistics import collector

# ---------------------------------------------------------------------------------------------
# Phase tracking and call counting
# ---------------------------------------------------------------------------------------------

CURRENT_PHASE = "none"  # "none" = outside every phase (e.g. the final replay)
_original_log_phase_statistics = ConjectureRunner._log_phase_statistics


@contextlib.contextmanager
def _tracking_log_phase_statistics(self, phase):
    global CURRENT_PHASE
    saved = CURRENT_PHASE
    CURRENT_PHASE = phase
    try:
        with _original_log_phase_statistics(self, phase):
            yield
    finally:
        CURRENT_PHASE = saved


ConjectureRunner._log_phase_statistics = _tracking_log_phase_statistics


class Recorder:
    """Counts property-body calls per phase and remembers the failures."""

    def __init__(self, describe: Callable[[Any], str]):
        self.describe = describe
        self.calls: dict[str, int] = {}
        self.first_failure: str | None = None
        self.calls_after_first_failure = 0  # property calls after the first failing one, any phase
        self.last_failure: str | None = None  # the value of the last failing call (the replay)
        self.last_shrink_failure: str | None = None

    def record(self, value: Any, failed: bool) -> None:
        phase = CURRENT_PHASE
        self.calls[phase] = self.calls.get(phase, 0) + 1
        if self.first_failure is not None and phase != "none":
            self.calls_after_first_failure += 1
        if failed:
            text = self.describe(value)
            if self.first_failure is None:
                self.first_failure = text
            self.last_failure = text
            if phase == "shrink":
                self.last_shrink_failure = text


# ---------------------------------------------------------------------------------------------
# The challenges (mirroring Sources/ShrinkingChallenges/ShrinkingChallenge.swift)
# ---------------------------------------------------------------------------------------------

INT16_MIN, INT16_MAX = -(2**15), 2**15 - 1
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1


def wrap16(x: int) -> int:
    """Two's-complement Int16 wrap-around (Swift's &+ on Int16)."""
    return ((x - INT16_MIN) % 2**16) + INT16_MIN


@dataclass
class Challenge:
    name: str
    ideals: frozenset[str]
    strategy: st.SearchStrategy
    prop: Callable[[Any], bool]
    describe: Callable[[Any], str] = repr


integers = st.integers()  # Swift: Generator<Int>.int() (Python ints are unbounded)

# reverse ---------------------------------------------------------------------------------------
reverse = Challenge("reverse", frozenset({"[0, 1]"}), st.lists(integers), lambda ls: list(reversed(ls)) == ls)

# bound5 ----------------------------------------------------------------------------------------
_bounded_list = st.lists(st.integers(INT16_MIN, INT16_MAX)).filter(lambda ls: wrap16(sum(ls)) < 256)
bound5 = Challenge(
    "bound5",
    frozenset({"[-1]|[-32768]|[]|[]|[]"}),  # ([-32768], [-1], [], [], []) with the lists in any order
    st.tuples(*[_bounded_list] * 5),
    lambda lists: wrap16(sum(x for ls in lists for x in ls)) < 5 * 256,
    describe=lambda lists: "|".join(sorted(repr(list(ls)) for ls in lists)),
)


# large union list ------------------------------------------------------------------------------
def _union_small(lists):
    return len({x for ls in lists for x in ls}) < 5


large_union_list = Challenge(
    "large union list", frozenset({"[[0, 1, -1, 2, -2]]"}), st.lists(st.lists(integers)), _union_small
)

# lengthlist ------------------------------------------------------------------------------------
lengthlist = Challenge(
    "lengthlist",
    frozenset({"[900]"}),
    st.integers(1, 100).flatmap(lambda n: st.lists(st.integers(0, 1000), min_size=n, max_size=n)),
    lambda ls: max(ls) < 900,
)

# calculator ------------------------------------------------------------------------------------
# Expressions are ints or ('+', e, e) / ('/', e, e), as in the public Hypothesis version; literals
# in -10...10 and depth at most 5, as ours (Generator.recursive(maxDepth: 5, base: int(in: -10...10))).


def _expressions(depth: int) -> st.SearchStrategy:
    literal = st.integers(-10, 10)
    if depth == 0:
        return literal
    sub = _expressions(depth - 1)
    return st.one_of(literal, st.tuples(st.just("+"), sub, sub), st.tuples(st.just("/"), sub, sub))


def _no_literal_division_by_zero(e) -> bool:
    if isinstance(e, int):
        return True
    if e[0] == "/" and e[2] == 0:
        return False
    return _no_literal_division_by_zero(e[1]) and _no_literal_division_by_zero(e[2])


def _evaluate(e):
    """The value, or None on division by zero (integer division truncating toward zero, as Swift)."""
    if isinstance(e, int):
        return e
    a, b = _evaluate(e[1]), _evaluate(e[2])
    if a is None or b is None:
        return None
    if e[0] == "+":
        return a + b
    if b == 0:
        return None
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _describe_expression(e) -> str:
    if isinstance(e, int):
        return str(e)
    return f"({_describe_expression(e[1])} {e[0]} {_describe_expression(e[2])})"


calculator = Challenge(
    "calculator",
    frozenset({"(0 / (0 + 0))"}),
    _expressions(5),
    # Like ours, an expression with a literal x / 0 passes vacuously (the public version assume()s it away).
    lambda e: (not _no_literal_division_by_zero(e)) or _evaluate(e) is not None,
    describe=_describe_expression,
)

# difference must not be zero / small / one -----------------------------------------------------
_number = st.integers(0, 1_000_000)


def _difference(name: str, ideal: str, bad: Callable[[int], bool]) -> Challenge:
    return Challenge(
        name, frozenset({ideal}), st.tuples(_number, _number), lambda p: p[0] < 10 or not bad(abs(p[0] - p[1]))
    )


difference_zero = _difference("difference must not be zero", "(10, 10)", lambda d: d == 0)
difference_small = _difference("difference must not be small", "(10, 6)", lambda d: 1 <= d <= 4)
difference_one = _difference("difference must not be one", "(10, 9)", lambda d: d == 1)

# distinct --------------------------------------------------------------------------------------
distinct = Challenge(
    "distinct", frozenset({"[0, 1, -1]", "[0, 1, 2]"}), st.lists(integers), lambda ls: len(set(ls)) < 3
)

# nestedlists -----------------------------------------------------------------------------------
nestedlists = Challenge(
    "nestedlists",
    frozenset({"[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]"}),
    st.lists(st.lists(integers)),
    lambda lists: sum(len(ls) for ls in lists) <= 10,
)


# deletion --------------------------------------------------------------------------------------
def _deletion_holds(pair) -> bool:
    ls, i = list(pair[0]), pair[1]
    x = ls[i]
    ls.remove(x)  # removes only the first occurrence
    return x not in ls


deletion = Challenge(
    "deletion",
    frozenset({"([0, 0], 0)"}),
    st.lists(integers, min_size=1, max_size=50).flatmap(lambda ls: st.tuples(st.just(ls), st.integers(0, len(ls) - 1))),
    _deletion_holds,
)

# coupling --------------------------------------------------------------------------------------
coupling = Challenge(
    "coupling",
    frozenset({"[1, 0]"}),
    st.lists(st.integers(0, 10)).filter(lambda ls: all(v < len(ls) for v in ls)),
    lambda ls: all(ls[i] == i or ls[ls[i]] != i for i in range(len(ls))),
)


# binheap ---------------------------------------------------------------------------------------
# A heap is None or (value, left, right) with children >= parent; the root's keys are unbounded
# (Swift Int), the children's bounded below by the parent, as ours.
@st.composite
def _heaps(draw, bound, size):
    branch = draw(st.integers(1, 8))
    if branch == 1 or size <= 0:
        return None
    head = draw(st.integers(INT64_MIN if bound is None else bound, INT64_MAX))
    left = draw(_heaps(head, size // 2))
    right = draw(_heaps(head, size // 2))
    return (head, left, right)


def _heap_to_list(heap):
    result, stack = [], [heap]
    while stack:
        h = stack.pop()
        if h is None:
            continue
        result.append(h[0])
        stack.append(h[1])
        stack.append(h[2])
    return result


def _merge(a, b):
    if a is None:
        return b
    if b is None:
        return a
    if a[0] <= b[0]:
        return (a[0], _merge(a[2], b), a[1])
    return (b[0], _merge(b[2], a), b[1])


def _wrong_to_sorted_list(heap):
    if heap is None:
        return []
    return [heap[0]] + _heap_to_list(_merge(heap[1], heap[2]))


def _binheap_holds(heap) -> bool:
    wrong = _wrong_to_sorted_list(heap)
    return wrong == sorted(wrong) and sorted(_heap_to_list(heap)) == wrong


binheap = Challenge(
    "binheap",
    frozenset({"(0, None, (0, (0, None, None), (1, None, None)))"}),
    st.integers(0, 20).flatmap(lambda n: _heaps(None, n)),
    _binheap_holds,
)

CHALLENGES = [
    reverse, bound5, large_union_list, lengthlist, calculator, difference_zero, difference_small,
    difference_one, distinct, nestedlists, deletion, coupling, binheap,
]

# ---------------------------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------------------------


class PropertyFailed(AssertionError):
    pass


def run_once(challenge: Challenge, k: int, max_examples: int, report_multiple_bugs: bool) -> dict:
    recorder = Recorder(challenge.describe)
    hypothesis_stats: dict = {}

    @seed(7919 * k)
    @settings(
        max_examples=max_examples,
        derandomize=False,
        database=None,
        phases=[Phase.generate, Phase.shrink],
        deadline=None,
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=report_multiple_bugs,
        verbosity=Verbosity.quiet,
        print_blob=False,
    )
    @given(challenge.strategy)
    def test(value):
        ok = challenge.prop(value)
        recorder.record(value, not ok)
        if not ok:
            raise PropertyFailed()

    start = time.perf_counter()
    raised = False
    with collector.with_value(hypothesis_stats.update):
        try:
            test()
        except PropertyFailed:
            raised = True
    elapsed = time.perf_counter() - start

    found = recorder.first_failure is not None
    if found and not raised:
        raise RuntimeError(f"{challenge.name} seed {7919 * k}: a failure was seen but Hypothesis did not report it")
    shrunk = recorder.last_failure if found else None
    shrink_phase = hypothesis_stats.get("shrink-phase", {})
    return {
        "k": k,
        "seed": 7919 * k,
        "found": found,
        "original": recorder.first_failure,
        "shrunk": shrunk,
        "ideal": found and shrunk in challenge.ideals,
        "shrink_evaluations": recorder.calls.get("shrink", 0),
        "generate_calls": recorder.calls.get("generate", 0),
        "replay_calls": recorder.calls.get("none", 0),
        "calls_after_first_failure": recorder.calls_after_first_failure,
        "shrink_test_cases": len(shrink_phase.get("test-cases", [])),
        "seconds": round(elapsed, 4),
    }


def run_challenge(args) -> dict:
    index, runs, max_examples, report_multiple_bugs = args
    challenge = CHALLENGES[index]
    start = time.perf_counter()
    results = [run_once(challenge, k, max_examples, report_multiple_bugs) for k in range(1, runs + 1)]
    elapsed = time.perf_counter() - start
    failed = [r for r in results if r["found"]]

    def mean(key):
        return round(stats_mod.fmean(r[key] for r in failed), 2) if failed else None

    return {
        "challenge": challenge.name,
        "ideals": sorted(challenge.ideals),
        "runs": runs,
        "failures_found": len(failed),
        "ideal_reached": sum(r["ideal"] for r in results),
        "mean_shrink_evaluations": mean("shrink_evaluations"),
        "median_shrink_evaluations": stats_mod.median(r["shrink_evaluations"] for r in failed) if failed else None,
        "max_shrink_evaluations": max((r["shrink_evaluations"] for r in failed), default=None),
        "mean_shrink_test_cases": mean("shrink_test_cases"),
        "mean_calls_after_first_failure": mean("calls_after_first_failure"),
        "non_ideal_results": sorted({r["shrunk"] for r in failed if not r["ideal"]}),
        "seconds": round(elapsed, 2),
        "per_run": [
            {key: r[key] for key in ("seed", "found", "shrunk", "ideal", "shrink_evaluations", "shrink_test_cases",
                                      "generate_calls", "calls_after_first_failure")}
            for r in results
        ],
    }


def main(argv=None) -> int:
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=100, help="seeded runs per challenge (default 100)")
    parser.add_argument("--calculator-runs", type=int, default=None, help="runs for calculator (default: --runs)")
    parser.add_argument("--max-examples", type=int, default=1000)
    parser.add_argument("--json", default=os.path.join(here, "..", "results", "hypothesis.json"))
    parser.add_argument("--only", action="append", help="run only this challenge (repeatable)")
    parser.add_argument("--jobs", type=int, default=1, help="challenges run in parallel processes")
    parser.add_argument(
        "--stop-at-first-failure", action="store_true",
        help="report_multiple_bugs=False: Hypothesis stops generating at the first failure and shrinks that one "
             "(default: Hypothesis's default, report_multiple_bugs=True)")
    args = parser.parse_args(argv)

    selected = [i for i, c in enumerate(CHALLENGES) if not args.only or c.name in args.only]
    tasks = [
        (i, args.calculator_runs if (CHALLENGES[i].name == "calculator" and args.calculator_runs) else args.runs,
         args.max_examples, not args.stop_at_first_failure)
        for i in selected
    ]
    start = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(run_challenge, tasks, chunksize=1)
    else:
        results = []
        for task in tasks:
            results.append(run_challenge(task))
            print(f"  {results[-1]['challenge']}: {results[-1]['seconds']} s", file=sys.stderr, flush=True)
    total = time.perf_counter() - start

    document = {
        "engine": "hypothesis",
        "hypothesis_version": hypothesis.__version__,
        "python_version": platform.python_version(),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs",
        "settings": {
            "seeds": "7919 * k, k = 1...runs",
            "max_examples": args.max_examples,
            "phases": ["generate", "shrink"],
            "derandomize": False,
            "database": None,
            "deadline": None,
            "suppress_health_check": "all",
            "report_multiple_bugs": not args.stop_at_first_failure,
        },
        "measure": (
            "shrink_evaluations = calls of the property body while Hypothesis's shrink phase is in force "
            "(tracked by wrapping ConjectureRunner._log_phase_statistics); excludes generation (also the "
            "generation that continues after the first failure), the final replay of the minimal example, and "
            "candidates rejected before reaching the property. mean_shrink_test_cases is Hypothesis's own "
            "statistics['shrink-phase']['test-cases'] count; mean_calls_after_first_failure counts every property "
            "call after the first failing one (generation included, final replay excluded). Means are over runs "
            "that found a failure."
        ),
        "total_seconds": round(total, 1),
        "challenges": results,
    }
    path = os.path.abspath(args.json)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as out:
        json.dump(document, out, indent=1)
        out.write("\n")

    header = ("challenge", "runs", "found", "ideal", "shrink evals (mean)", "median", "HS shrink test cases", "s")
    rows = [
        (r["challenge"], r["runs"], r["failures_found"], r["ideal_reached"], r["mean_shrink_evaluations"],
         r["median_shrink_evaluations"], r["mean_shrink_test_cases"], r["seconds"])
        for r in results
    ]
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows)]
    print(f"Hypothesis {hypothesis.__version__}, Python {platform.python_version()}, "
          f"report_multiple_bugs={not args.stop_at_first_failure}")
    for row in [header, *rows]:
        print("  ".join(str(x).ljust(w) if i == 0 else str(x).rjust(w) for i, (x, w) in enumerate(zip(row, widths))))
    print(f"total {total:.1f} s; wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
