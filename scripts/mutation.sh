#!/usr/bin/env bash
# Mutation testing of module_utils/, filter_plugins/ and the library modules (scripts/mutation.py):
# installs the pinned mutmut into the controller .venv, then prints the score per file and every
# surviving mutant. Long (tens of minutes), so not part of `make test` or CI. Arguments go to
# scripts/mutation.py: file paths to run only those, --list, --json FILE.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
    echo "no .venv: run 'make setup' first" >&2
    exit 2
fi
.venv/bin/pip install -q -r requirements-mutation.txt
exec nice -n 10 .venv/bin/python scripts/mutation.py "$@"
