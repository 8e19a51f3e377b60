#!/usr/bin/env bash
# Runs the public shrinking challenge under Python Hypothesis (peer comparison for our engine).
# Creates Benchmarks/.venv if missing, installs the pinned Hypothesis from PyPI, then runs
# shrinking_challenge.py with the given arguments, e.g.:
#   bash Benchmarks/hypothesis/run.sh --runs 100
# Idempotent; not used by `swift test`.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="$here/../.venv"
requirements="$here/requirements.txt"
python="${PYTHON:-python3}"

if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv"
fi
# Install only when the pinned versions are not already there.
if ! "$venv/bin/python" - "$requirements" <<'PY' >/dev/null 2>&1
import sys
from importlib.metadata import version
for line in open(sys.argv[1]):
    line = line.split("#")[0].strip()
    if line:
        name, pinned = line.split("==")
        assert version(name) == pinned, (name, version(name), pinned)
PY
then
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
fi
exec "$venv/bin/python" "$here/shrinking_challenge.py" "$@"
