#!/usr/bin/env python3
"""Figure: how many real failure logs of a corpus part the classifier gets right.

Runs ``classify_file`` (module_utils/sglang_diagnosis.py) on every entry of ``tests/corpus/<part>/index.yml``,
passing ``exit_code`` and ``phase`` when the entry gives them, and counts:

- right: the class is the entry's ``class`` or its ``alt_class``;
- confidently wrong: a wrong class that is not ``unknown`` (``graceful_stop`` included);
- unknown: ``unknown`` where the entry expects something else;
- OOM/not-OOM confusions: a confident verdict whose OOM-ness matches neither the ``class`` nor the
  ``alt_class`` of the entry (an OOM called not-OOM, or a non-OOM called OOM). ``unknown`` is no confusion:
  it says "OOM not shown".

Prints one table per expected class and, unless ``--counts-only``, the misses (file, expected, got, the
deciding line). The held-out part of the current round is a measurement, never a place to look for rules:
use ``--counts-only`` there (tests/corpus/README.md). Several parts are measured together when named together
(their logs then read ``PART/LOG``). ``--rules-commit REV`` measures with the classifier as it was at a git
revision (a round's "before" figure without a second checkout); ``--split FIELD`` adds the counts per value of
an index field (``cause_in_log``, ``complete``; ``origin`` is ``h200`` for the kit's own logs, whose ``source``
names a script, and ``public`` otherwise).

Usage::

    python scripts/corpus_accuracy.py train validation validation-r2   # round 3's training data
    python scripts/corpus_accuracy.py validation-r3 --counts-only      # round 3's held-out part
    python scripts/corpus_accuracy.py train --json          # the figures as one JSON object
    python scripts/corpus_accuracy.py validation-r6 --counts-only --rules-commit 4d928a5 --split cause_in_log

Exit status 0 (a measurement, not a test; tests/unit/test_corpus_train.py is the test of the training part).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType

try:
    import yaml
except ImportError:  # the wheel-only venv of sglang-diagnose has no PyYAML; the kit's .venv does
    print("corpus_accuracy: needs PyYAML: run it with the kit's .venv (make setup) or pip install PyYAML",
          file=sys.stderr)
    raise SystemExit(2) from None

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO / "tests" / "corpus"
OOM = frozenset({"cuda_oom", "kv_cache_oom", "host_oom_killed"})
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]|\x1b\[[0-?]*[ -/]*[@-~]")


def _load_diagnosis(commit: str | None = None) -> ModuleType:
    """module_utils/sglang_diagnosis.py loaded by path (pure standard library: no Ansible needed).

    With ``commit``, the file as it was at that git revision (``git show REV:module_utils/...``); raises
    ``subprocess.CalledProcessError`` when git does not know the revision.
    """
    path = REPO / "module_utils" / "sglang_diagnosis.py"
    if commit:
        text = subprocess.run(["git", "-C", str(REPO), "show", f"{commit}:module_utils/sglang_diagnosis.py"],
                              check=True, capture_output=True, text=True).stdout
        with tempfile.NamedTemporaryFile("w", suffix=".py", prefix="sglang_diagnosis_", delete=False) as fh:
            fh.write(text)
        path = Path(fh.name)
    spec = importlib.util.spec_from_file_location("sglang_diagnosis", path)
    if spec is None or spec.loader is None:  # pragma: no cover - only with a broken checkout
        raise ImportError(f"cannot load {path}")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    try:
        spec.loader.exec_module(mod)
    finally:
        if commit:
            path.unlink()  # the revision's copy is loaded: nothing is left behind in the temporary folder
    return mod


def _clean(text: str, limit: int = 140) -> str:
    """One printable line: escape sequences and control characters dropped, whitespace folded."""
    return re.sub(r"\s+", " ", _CONTROL_RE.sub("", text)).strip()[:limit]


def judge(case: dict, got: str) -> str:
    """"right", "unknown" or "wrong" for one entry and the class the classifier gave."""
    expected = {case["class"], case.get("alt_class") or case["class"]}
    if got in expected:
        return "right"
    return "unknown" if got == "unknown" else "wrong"


def oom_confused(case: dict, got: str) -> bool:
    """A confident verdict whose OOM-ness matches neither the expected class nor its alternative."""
    if got == "unknown" or judge(case, got) == "right":
        return False
    allowed = {case["class"] in OOM, (case.get("alt_class") or case["class"]) in OOM}
    return (got in OOM) not in allowed


def measure(part: str, *more: str, commit: str | None = None, text_model: bool = True) -> dict:
    """Classify every entry of ``tests/corpus/<part>/`` (and of each of ``more``): per-entry rows and the totals.

    ``commit``: classify with the rules of that git revision instead of the working tree's. ``text_model=False``:
    the rules alone (the classifier's last step, the text model, never decides nor adds a candidate).
    """
    diag = _load_diagnosis(commit)
    if not text_model and hasattr(diag, "TEXT_MODEL_MIN_P"):
        diag.TEXT_MODEL_MIN_P = diag.TEXT_MODEL_CANDIDATE_P = 2.0
    parts = (part, *more)
    rows = []
    for name in parts:
        base = CORPUS / name
        cases = yaml.safe_load((base / "index.yml").read_text(encoding="utf-8"))["cases"]
        for case in cases:
            rows.append(_row(diag, base, case, f"{name}/" if more else ""))
    return dict(_totals("+".join(parts), rows), text_model=text_model)


def _row(diag: ModuleType, base: Path, case: dict, prefix: str) -> dict:
    kw = {k: case[k] for k in ("exit_code", "phase") if case.get(k) is not None}
    result = diag.classify_file(base / case["log"], **kw)
    got = result["class"]
    dl = result["deciding_lines"]
    deciding = f"{dl[0]['line']}: {dl[0]['text']}" if dl else result["summary"]
    return {"log": prefix + case["log"], "expected": case["class"], "alt_class": case.get("alt_class"),
            "got": got, "verdict": judge(case, got), "oom_confusion": oom_confused(case, got),
            "by_text_model": bool((result.get("text_model") or {}).get("decided")),
            "candidates": result.get("candidates") or [], "deciding": _clean(deciding),
            "fields": {"cause_in_log": case.get("cause_in_log"), "complete": case.get("complete"),
                       "origin": "h200" if str(case.get("source", "")).startswith("scripts/") else "public",
                       "project": case.get("project")}}


def _totals(part: str, rows: list[dict]) -> dict:
    total = len(rows)
    right = sum(r["verdict"] == "right" for r in rows)
    return {
        "part": part,
        "total": total,
        "right": right,
        "accuracy": right / total if total else 0.0,
        "confidently_wrong": sum(r["verdict"] == "wrong" for r in rows),
        "unknown": sum(r["verdict"] == "unknown" for r in rows),
        "oom_confusions": sum(r["oom_confusion"] for r in rows),
        "by_text_model": sum(r["by_text_model"] for r in rows),
        "by_text_model_right": sum(r["by_text_model"] and r["verdict"] == "right" for r in rows),
        "rows": rows,
    }


def per_class(rows: list[dict]) -> list[tuple[str, int, int, int, int]]:
    """(expected class, n, right, confidently wrong, unknown) per expected class, sorted by class."""
    out = []
    for cls in sorted({r["expected"] for r in rows}):
        rs = [r for r in rows if r["expected"] == cls]
        out.append((cls, len(rs), sum(r["verdict"] == "right" for r in rs),
                    sum(r["verdict"] == "wrong" for r in rs), sum(r["verdict"] == "unknown" for r in rs)))
    return out


def split(rows: list[dict], field: str) -> list[tuple[str, int, int, int, int]]:
    """(value of ``field``, n, right, confidently wrong, unknown) per value of an index field, sorted by value."""
    out = []
    for value in sorted({str(r["fields"].get(field)) for r in rows}):
        rs = [r for r in rows if str(r["fields"].get(field)) == value]
        out.append((value, len(rs), sum(r["verdict"] == "right" for r in rs),
                    sum(r["verdict"] == "wrong" for r in rs), sum(r["verdict"] == "unknown" for r in rs)))
    return out


def render(fig: dict, counts_only: bool, split_by: str | None = None) -> str:
    lines = [f"corpus part: {fig['part']} ({fig['total']} logs)",
             f"right: {fig['right']}/{fig['total']} ({100 * fig['accuracy']:.1f} %)",
             f"confidently wrong: {fig['confidently_wrong']}",
             f"unknown: {fig['unknown']}",
             f"OOM/not-OOM confusions: {fig['oom_confusions']}",
             (f"decided by the text model: {fig['by_text_model']} ({fig['by_text_model_right']} right)"
              if fig.get("text_model", True) else "decided by the text model: off (--no-text-model: the rules alone)"),
             "",
             f"{'class':<17} {'n':>4} {'right':>6} {'wrong':>6} {'unknown':>8}"]
    for cls, n, right, wrong, unk in per_class(fig["rows"]):
        lines.append(f"{cls:<17} {n:>4} {right:>6} {wrong:>6} {unk:>8}")
    if split_by:
        lines += ["", f"{split_by:<17} {'n':>4} {'right':>6} {'wrong':>6} {'unknown':>8}"]
        for value, n, right, wrong, unk in split(fig["rows"], split_by):
            lines.append(f"{value:<17} {n:>4} {right:>6} {wrong:>6} {unk:>8}")
    if not counts_only:
        misses = [r for r in fig["rows"] if r["verdict"] != "right"]
        lines += ["", f"misses ({len(misses)}):"]
        for r in misses:
            exp = r["expected"] + (f"|{r['alt_class']}" if r["alt_class"] and r["alt_class"] != r["expected"] else "")
            oom = ("  OOM CONFUSION" if r["oom_confusion"] else "") + ("  (text model)" if r["by_text_model"] else "")
            cand = f" candidates={','.join(r['candidates'])}" if r["candidates"] else ""
            lines.append(f"  {r['log']}: expected {exp}, got {r['got']}{cand}{oom}")
            lines.append(f"      {r['deciding']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("part", nargs="+",
                   help="corpus part(s): folders under tests/corpus/ (train, validation, validation-r2 ... "
                        "validation-rN)")
    p.add_argument("--counts-only", action="store_true",
                   help="print the counts and the per-class table only, no file names or lines (validation)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument("--rules-commit", metavar="REV",
                   help="classify with module_utils/sglang_diagnosis.py as it was at this git revision")
    p.add_argument("--no-text-model", action="store_true",
                   help="the rules alone: the classifier's text model (its last step) off")
    p.add_argument("--split", metavar="FIELD", choices=("cause_in_log", "complete", "origin", "project"),
                   help="also count per value of this index field")
    args = p.parse_args(argv)
    for part in args.part:
        if not (CORPUS / part / "index.yml").is_file():
            p.error(f"no corpus part {part!r} under {CORPUS}")
    try:
        fig = measure(*args.part, commit=args.rules_commit, text_model=not args.no_text_model)
    except subprocess.CalledProcessError as exc:
        p.error(f"--rules-commit {args.rules_commit}: {exc.stderr.strip()}")
    if args.json:
        extra = {"split": {args.split: [dict(zip(("value", "n", "right", "wrong", "unknown"), t, strict=True))
                                        for t in split(fig["rows"], args.split)]}} if args.split else {}
        if args.counts_only:
            fig = {k: v for k, v in fig.items() if k != "rows"} | {
                "per_class": [dict(zip(("class", "n", "right", "wrong", "unknown"), t, strict=True))
                              for t in per_class(fig["rows"])]}
        print(json.dumps(fig | extra, indent=2))
    else:
        try:
            print(render(fig, args.counts_only, args.split))
        except BrokenPipeError:  # `... | head`: the reader left
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


if __name__ == "__main__":
    sys.exit(main())
