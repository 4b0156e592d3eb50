#!/usr/bin/env python3
"""Turn a round of scripts/h200_collect_logs.sh into corpus entries: ``index-h.yml`` of a held-out part.

Usage::

    scripts/h200_index.py LOGS_DIR validation-rNN --round 54 --commit 26233ff [--date 2026-12-04]  # default: today

``LOGS_DIR`` is the unpacked ``h200-logs.tgz`` of one collector run: ``cases.tsv`` (columns case, class, alt_class,
exit, seconds, note, stopped_by_collector) and ``<class>/h200-<case>.log``. Each row becomes one entry of
``tests/corpus/<part>/index-h.yml`` and its log is copied to ``tests/corpus/<part>/<class>/h200-<case>.log``. The
part's other index files are merged later (index-h.yml stays apart until the part's public logs are collected).

The labels were written into the collector before the run (``--commit`` names that commit); this script applies
only the standing relabel rule of rounds 20 onwards: where the collector had to stop a server that was still running
at the case's end (``stopped_by_collector`` yes), the entry is ``graceful_stop`` (the log ends with the collector's
stop) and the pre-written label is kept as ``alt_class``. Rows whose class is ``server_side`` are the server a
benchmark client ran against: not entries (their logs are not copied). A case named ``bench_*`` is the client's own
output. Entries carry no phase: whether the server had become ready is in the log only.

Errors (exit status 2, nothing written): a missing cases.tsv or log, a part folder that already has index-h.yml or
one of the logs, a row whose class is not one of the taxonomy's.
"""

from __future__ import annotations

import argparse
import csv
import datetime
import importlib.util
import shutil
import sys
from pathlib import Path

import yaml

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "corpus"


def _classes() -> tuple[str, ...]:
    """The failure taxonomy's classes: module_utils/sglang_diagnosis.py's CLASSES and GRACEFUL_STOP, the module
    loaded by path (pure standard library, as scripts/corpus_accuracy.py loads it)."""
    spec = importlib.util.spec_from_file_location("sglang_diagnosis",
                                                  Path(__file__).resolve().parents[1] / "module_utils"
                                                  / "sglang_diagnosis.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, mod)  # its dataclasses look their module up by name
    spec.loader.exec_module(sys.modules[spec.name])
    diag = sys.modules[spec.name]
    return (*diag.CLASSES, diag.GRACEFUL_STOP)


CLASSES = _classes()
RELABEL = ("Relabelled by the standing rule: the server was still running at the case's end and the collector stopped "
           "it, so graceful_stop, the pre-written label kept as alt_class.")
NO_PHASE = "No phase: whether the server had become ready is in the log only."
CLIENT = ("The entry is the benchmark client's own output; the healthy server it ran against is not an entry.")


class RoundError(ValueError):
    """A round that cannot become entries (the message says what is wrong); nothing was written."""


def entries(rows: list[dict], round_no: int, commit: str, date: str,
            card: str = "H200") -> list[tuple[dict, str]]:
    """The index entries of a collector run's rows, in the run's order, each with its log's path in the run.

    ``rows``: dicts with the keys of cases.tsv (strings). Returns (entry, source) pairs: the entry a dict with log,
    class, optional alt_class, source, project, exit_code (int, when the row has one), complete and note; the source
    ``<label>/h200-<case>.log`` relative to the run's folder. ``card``: the GPU the device machine lent for the run
    ("H200", or "H100" when the lending service gave one: the same bundle, SGLang 0.5.17 on a Hopper card), named in
    each entry's source. Raises RoundError on a class outside the taxonomy.
    """
    out = []
    for row in rows:
        label = row["class"]
        if label == "server_side":
            continue
        if label not in CLASSES or (row.get("alt_class") or "unknown") not in CLASSES:
            raise RoundError(f"case {row['case']}: class {label!r} / alt_class {row.get('alt_class')!r} is not one "
                              f"of {', '.join(CLASSES)}")
        stopped = row.get("stopped_by_collector", "no").strip() == "yes"
        cls, alt = ("graceful_stop", label) if stopped and label != "graceful_stop" else (label, row.get("alt_class"))
        e = {"log": f"{cls}/h200-{row['case']}.log", "class": cls}
        if alt and alt != cls:
            e["alt_class"] = alt
        e["source"] = (f"scripts/h200_collect_logs.sh {row['case']} (real SGLang 0.5.17 on the {card} test host, "
                       f"{date})")
        e["project"] = "sglang"
        if row.get("exit", "").lstrip("-").isdigit():
            e["exit_code"] = int(row["exit"])
        e["complete"] = True
        note = (f"round {round_no}: {row['note']}; exit {row.get('exit') or 'not recorded'} after "
                f"{row.get('seconds') or '?'} s; stopped by the collector: {'yes' if stopped else 'no'}; label "
                f"committed before the run ({commit}).")
        if cls != label:
            note += " " + RELABEL
        elif row["case"].startswith("bench_"):
            note += " " + CLIENT
        else:
            note += " " + NO_PHASE
        e["note"] = note
        out.append((e, f"{label}/h200-{row['case']}.log"))
    return out


def write(logs_dir: Path, part_dir: Path, round_no: int, commit: str, date: str, card: str = "H200") -> list[dict]:
    """Checks everything, then copies the logs and writes ``part_dir/index-h.yml``. Returns the entries written.

    Raises RoundError (before anything is written) on a missing cases.tsv or log, or an index-h.yml or log already
    in ``part_dir``.
    """
    tsv = logs_dir / "cases.tsv"
    if not tsv.is_file():
        raise RoundError(f"{tsv} is missing: pass the folder h200-logs.tgz was unpacked into")
    with tsv.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    pairs = entries(rows, round_no, commit, date, card)
    index = part_dir / "index-h.yml"
    if index.exists():
        raise RoundError(f"{index} exists: one collector round per part (merge it first)")
    for e, src in pairs:
        if not (logs_dir / src).is_file():
            raise RoundError(f"{logs_dir / src} is missing (cases.tsv lists it)")
        if (part_dir / e["log"]).exists():
            raise RoundError(f"{part_dir / e['log']} exists already")
    for e, src in pairs:
        (part_dir / e["log"]).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(logs_dir / src, part_dir / e["log"])
    header = (f"# H200 round {round_no} (for {part_dir.name}): real SGLang 0.5.17 on the {card} test host; labels "
              f"committed before the run ({commit}).\n# Merged into index.yml when the part's public logs are "
              "collected.\n")
    body = yaml.safe_dump({"cases": [e for e, _ in pairs]}, sort_keys=False, allow_unicode=True, width=10_000)
    index.write_text(header + body, encoding="utf-8")
    return [e for e, _ in pairs]


def main(argv: list[str] | None = None) -> int:
    """Command line (see the module's docstring). Exit status 0 written, 2 refused (the reason on stderr)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("logs_dir", type=Path, help="the unpacked h200-logs.tgz (cases.tsv and <class>/h200-<case>.log)")
    ap.add_argument("part", help="the held-out part, e.g. validation-r70 (a folder of tests/corpus)")
    ap.add_argument("--round", type=int, required=True, help="the collector's round number")
    ap.add_argument("--commit", required=True, help="the commit that holds the labels, made before the run")
    ap.add_argument("--date", default=datetime.date.today().isoformat(),
                    help="the day of the run (YYYY-MM-DD; default: today)")
    ap.add_argument("--card", choices=("H200", "H100"), default="H200",
                    help="the GPU the device machine lent for the run (default: H200)")
    ap.add_argument("--corpus", type=Path, default=CORPUS, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    try:
        written = write(a.logs_dir, a.corpus / a.part, a.round, a.commit, a.date, a.card)
    except RoundError as exc:
        print(f"h200_index: {exc}", file=sys.stderr)
        return 2
    for e in written:
        print(f"{e['log']}\t{e['class']}\t{e.get('alt_class', '')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
