"""Results ledger of a tuning run: ``results/RUN_ID/ledger.jsonl`` on the controller.

One JSON object per line, appended and fsynced before the next step of the run starts, so a
killed controller loses at most the line it was writing. Three kinds of line (schema 1):

``run_start``
    ``{"kind": "run_start", "schema": 1, "run_id", "time", "profile", "profile_path",
    "profile_sha256", "engine", "hosts": [...], "kit_version", "slo", "search", "plan"}``. A resumed run
    appends another ``run_start`` with ``"resumed": true``; the first one describes the run. ``search``
    (bool): the tuning search follows the sweep; ``plan``: the sweep's planned runs in order (module
    ``sglang_plan``'s ``runs``: ``id``, ``level``, ``shape``, ``repeat``, ...), from which the report lists
    the runs a failure cut short. Ledgers written before them lack both; readers treat them as unknown.
``point``
    ``{"kind": "point", "schema": 1, "run_id", "point_id", "seq", "time", "host", "profile",
    "engine", "sglang_version", "provenance", "env", "launch_cmd": [argv], "load": {...},
    "status": "ok"|"failed", "metrics": {...}|null, "failure": {...}|null, "server_log",
    "duration_s", "server_ready_s", "tags": {...}}``. ``server_ready_s``: seconds from the start of
    the server the point ran on to its first answered generation, null when unknown. ``point_id``
    is unique in a run; ``seq`` numbers points from 1 in recording order.
    ``metrics`` and ``failure`` have the shapes of CONVENTIONS.md (tok/s, ms).
``run_end``
    ``{"kind": "run_end", "schema": 1, "run_id", "time", "status": "ok"|"failed"|"interrupted",
    "verdict", "failure_point"}``.

Non-finite floats: ``bench_serving`` writes ``Infinity``/``NaN`` into its JSONL (e.g. a p99 TTFT
of a level where nothing completed). Python's ``json`` would write them back as the bare tokens
``Infinity``/``NaN``, which are not JSON (``jq`` and most other readers reject the line). The
ledger therefore stores such a value as ``null`` and keeps the original in the same line under
``"nonfinite": {"<dotted.path>": "Infinity" | "-Infinity" | "NaN"}``: the file is strict JSON,
nothing is lost. Reading stays tolerant: a ledger holding bare ``Infinity`` (an older writer, a
hand edit) is read as Python floats.

A truncated last line (the controller killed mid-write) is reported in ``warnings`` and skipped,
never fatal; the next append starts on a fresh line so the damage stays confined to that line.

Stdlib only, no Ansible imports: the module ``library/sglang_ledger.py``, the report builder and
tests share this implementation.
"""

from __future__ import annotations

import contextlib
import datetime
import fcntl
import hashlib
import json
import math
import os
from collections.abc import Iterator
from typing import Any

SCHEMA = 1
LEDGER_NAME = "ledger.jsonl"
LINE_KINDS = ("run_start", "point", "run_end")
POINT_STATUSES = ("ok", "failed")
RUN_END_STATUSES = ("ok", "failed", "interrupted")


def utc_now() -> str:
    """Current time as ISO 8601 UTC with a ``Z`` suffix, second precision (``2026-11-30T22:53:07Z``)."""
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def ledger_path(run_dir: str) -> str:
    """Path of the ledger file inside a run directory."""
    return os.path.join(run_dir, LEDGER_NAME)


def file_sha256(path: str) -> str:
    """Hex SHA-256 of a file's bytes. Raises OSError when it cannot be read."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(65536), b""):
            digest.update(block)
    return digest.hexdigest()


# --------------------------------------------------------------------------- non-finite floats


def _nonfinite_name(value: float) -> str:
    if math.isnan(value):
        return "NaN"
    return "Infinity" if value > 0 else "-Infinity"


def sanitize(obj: Any, _prefix: str = "") -> tuple[Any, dict[str, str]]:
    """Replace non-finite floats by ``None``.

    Returns ``(clean_copy, nonfinite)`` where ``nonfinite`` maps the dotted path of each replaced
    value (list items as ``key.0``) to ``"Infinity"``, ``"-Infinity"`` or ``"NaN"``.
    """
    found: dict[str, str] = {}
    if isinstance(obj, float) and not math.isfinite(obj):
        found[_prefix or "."] = _nonfinite_name(obj)
        return None, found
    if isinstance(obj, dict):
        clean: dict[str, Any] = {}
        for key, value in obj.items():
            sub = f"{_prefix}.{key}" if _prefix else str(key)
            clean[key], nested = sanitize(value, sub)
            found.update(nested)
        return clean, found
    if isinstance(obj, (list, tuple)):
        items = []
        for index, value in enumerate(obj):
            sub = f"{_prefix}.{index}" if _prefix else str(index)
            item, nested = sanitize(value, sub)
            items.append(item)
            found.update(nested)
        return items, found
    return obj, found


def restore_nonfinite(line: dict[str, Any]) -> dict[str, Any]:
    """Return a copy of a ledger line with the values listed in ``nonfinite`` put back as floats.

    For consumers that want the original numbers (``float("inf")``); the report prints them as
    ``inf``. Paths that no longer exist in the line are ignored.
    """
    restored = json.loads(json.dumps(line))
    for dotted, name in (line.get("nonfinite") or {}).items():
        keys = dotted.split(".")
        node: Any = restored
        try:
            for key in keys[:-1]:
                node = node[int(key)] if isinstance(node, list) else node[key]
            last = keys[-1]
            if isinstance(node, list):
                node[int(last)] = float(name.lower().replace("infinity", "inf"))
            else:
                node[last] = float(name.lower().replace("infinity", "inf"))
        except (KeyError, IndexError, ValueError, TypeError):
            continue
    return restored


def encode_line(obj: dict[str, Any]) -> str:
    """Serialise one ledger line as strict JSON (non-finite floats moved to ``nonfinite``), no newline.

    Raises ValueError when the object is not a dict without a known ``kind`` or is not JSON-serialisable.
    """
    if not isinstance(obj, dict):
        raise ValueError(f"a ledger line must be a JSON object, got {type(obj).__name__}")
    if obj.get("kind") not in LINE_KINDS:
        raise ValueError(f"ledger line kind must be one of {', '.join(LINE_KINDS)}, got {obj.get('kind')!r}")
    clean, nonfinite = sanitize(obj)
    if nonfinite:
        merged = dict(clean.get("nonfinite") or {})
        merged.update(nonfinite)
        clean["nonfinite"] = merged
    try:
        return json.dumps(clean, allow_nan=False, ensure_ascii=False, separators=(", ", ": "))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"ledger line is not JSON-serialisable: {exc}") from exc


# --------------------------------------------------------------------------- reading


def read_ledger(path: str) -> dict[str, Any]:
    """Read a ledger file, tolerating damage.

    Returns ``{"lines": [dict, ...], "points": [point, ...], "finished": bool, "warnings": [str],
    "run_start": dict | None, "run_end": dict | None, "run_id": str | None, "bad_lines": [{"line":
    int, "error": str, "text": str}], "exists": bool}``.

    - ``lines``: every parsed object in file order (each with its 1-based ``_line`` number added);
    - ``points``: the ``point`` lines; when a ``point_id`` repeats, the later line wins (warned);
    - ``finished``: a ``run_end`` follows the last ``run_start`` (a resumed run is unfinished until
      it writes its own ``run_end``);
    - ``run_start``: the first ``run_start`` (the run's identity); ``run_end``: the last one.

    A missing file gives an empty, unfinished ledger with ``exists`` false. A line that is not JSON
    is skipped with a warning naming its number; when it is the last line without a newline, the
    warning says the writer was probably killed mid-write.
    """
    result: dict[str, Any] = {
        "path": path,
        "exists": False,
        "lines": [],
        "points": [],
        "finished": False,
        "warnings": [],
        "bad_lines": [],
        "run_start": None,
        "run_end": None,
        "run_id": None,
    }
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
    except FileNotFoundError:
        return result
    result["exists"] = True
    raw_lines = text.split("\n")
    ends_with_newline = text.endswith("\n")
    if ends_with_newline:
        raw_lines.pop()
    points_by_id: dict[str, dict[str, Any]] = {}
    finished = False
    for number, raw in enumerate(raw_lines, start=1):
        if not raw.strip():
            continue
        is_last = number == len(raw_lines)
        try:
            obj = json.loads(raw)
        except ValueError as exc:
            if is_last and not ends_with_newline:
                why = "truncated last line (the writer was probably killed mid-write), skipped"
            else:
                why = "line is not valid JSON, skipped"
            result["warnings"].append(f"{path}:{number}: {why}: {exc}")
            result["bad_lines"].append({"line": number, "error": str(exc), "text": raw[:200]})
            continue
        if not isinstance(obj, dict) or obj.get("kind") not in LINE_KINDS:
            result["warnings"].append(f"{path}:{number}: not a ledger line (no known 'kind'), skipped")
            result["bad_lines"].append({"line": number, "error": "unknown kind", "text": raw[:200]})
            continue
        if obj.get("schema", SCHEMA) != SCHEMA:
            result["warnings"].append(
                f"{path}:{number}: schema {obj.get('schema')!r}, this reader knows {SCHEMA}; read as is"
            )
        obj["_line"] = number
        result["lines"].append(obj)
        kind = obj["kind"]
        if kind == "run_start":
            if result["run_start"] is None:
                result["run_start"] = obj
                result["run_id"] = obj.get("run_id")
            elif obj.get("run_id") != result["run_id"]:
                result["warnings"].append(
                    f"{path}:{number}: run_start for run {obj.get('run_id')!r} in the ledger of {result['run_id']!r}"
                )
            finished = False
        elif kind == "run_end":
            result["run_end"] = obj
            finished = True
        else:
            point_id = obj.get("point_id")
            if point_id in points_by_id:
                result["warnings"].append(
                    f"{path}:{number}: point {point_id!r} recorded again (first at line "
                    f"{points_by_id[point_id]['_line']}); the later line is used"
                )
            points_by_id[point_id] = obj
    result["points"] = sorted(points_by_id.values(), key=lambda p: p["_line"])
    result["finished"] = finished
    if result["run_id"] is None and result["lines"]:
        result["run_id"] = result["lines"][0].get("run_id")
    return result


def finished_points(path: str) -> dict[str, dict[str, Any]]:
    """Points already recorded in a ledger, by ``point_id``, for resuming a run.

    A point is finished once its line is in the ledger, whatever its status: a failed level was
    measured (and diagnosed) and is not repeated on resume. A missing ledger gives ``{}``.
    """
    return {p["point_id"]: p for p in read_ledger(path)["points"]}


def check_run_dir(path: str, *, resume: bool, profile_sha256: str | None = None,
                  force: bool = False) -> dict[str, Any]:
    """Decide whether a run may start (or continue) in run directory ``path``.

    Returns the ``read_ledger`` result of ``path/ledger.jsonl``. Raises ValueError, with a message
    naming the directory and what to do, when:

    - ``resume`` is true, ``profile_sha256`` (hex sha256 of the profile file about to run) is given and
      differs from the ``profile_sha256`` of the ledger's first ``run_start``, and ``force`` is false: the
      resumed points would measure another workload under the first profile's name;

    - the directory holds a finished run (a ``run_end`` after the last ``run_start``) and
      ``resume`` is false;
    - it holds an interrupted run (points but no ``run_end``) and ``resume`` is false: starting
      over would mix two runs in one ledger;
    - ``path`` exists and is not a directory.
    """
    if os.path.exists(path) and not os.path.isdir(path):
        raise ValueError(f"results path {path} exists and is not a directory; choose another run_id or remove it")
    ledger = read_ledger(ledger_path(path))
    if resume and not force and profile_sha256:
        _check_same_profile(path, ledger, profile_sha256)
    if not ledger["exists"] or resume:
        return ledger
    run_id = ledger["run_id"] or os.path.basename(os.path.normpath(path))
    count = len(ledger["points"])
    if ledger["finished"]:
        end = ledger["run_end"] or {}
        raise ValueError(
            f"results directory {path} already holds a finished run {run_id!r} "
            f"({count} point(s), ended {end.get('time', '?')} with status {end.get('status', '?')}); "
            "choose another run_id, or remove that directory to measure it again "
            "(or resume it with -e tune_resume=true to add points to it)"
        )
    if ledger["lines"]:
        raise ValueError(
            f"results directory {path} holds an interrupted run {run_id!r} ({count} point(s), no run_end); "
            "resume it with -e tune_resume=true to continue without repeating its points, choose another run_id, "
            "or remove that directory"
        )
    return ledger


def _check_same_profile(path: str, ledger: dict[str, Any], profile_sha256: str) -> None:
    """Raise ValueError when the run in ``ledger`` started with a profile of another content."""
    start = ledger.get("run_start") or {}
    recorded = start.get("profile_sha256")
    if not recorded or recorded == profile_sha256:
        return
    raise ValueError(
        f"results directory {path} holds run {ledger.get('run_id')!r} started with profile "
        f"{start.get('profile')!r} ({start.get('profile_path')}, sha256 {recorded[:12]}), but the profile given now "
        f"has sha256 {profile_sha256[:12]}: resuming would mix two workloads under one run. Resume with the "
        "profile the run started with, start a new run (another tune_run_id), or add -e tune_resume_force=true "
        "to resume anyway"
    )


# --------------------------------------------------------------------------- writing


@contextlib.contextmanager
def locked(path: str) -> Iterator[None]:
    """Hold an exclusive advisory lock (``flock``) on the ledger file itself, creating it empty when
    missing: parallel forks recording points in one ledger get distinct ``seq`` numbers."""
    directory = os.path.dirname(path) or "."
    os.makedirs(directory, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


def _needs_leading_newline(path: str) -> bool:
    try:
        with open(path, "rb") as handle:
            handle.seek(0, os.SEEK_END)
            if handle.tell() == 0:
                return False
            handle.seek(-1, os.SEEK_END)
            return handle.read(1) != b"\n"
    except FileNotFoundError:
        return False


def append_line(path: str, obj: dict[str, Any]) -> str:
    """Append one line to the ledger at ``path`` durably; return the JSON text written (no newline).

    One ``write()`` on an ``O_APPEND`` descriptor, then ``fsync`` (and an fsync of the directory
    when the file was created), so the line is on disk before the caller's next step. When the
    file ends in a truncated line, a newline is written first, in the same ``write()``, so the
    new line stays parseable. Creates missing parent directories. Raises ValueError for a line
    that cannot be encoded (see ``encode_line``) and OSError when the disk refuses.
    """
    text = encode_line(obj)
    directory = os.path.dirname(path) or "."
    os.makedirs(directory, exist_ok=True)
    # A new (or still empty) file: its directory entry must reach the disk too.
    created = not os.path.exists(path) or os.path.getsize(path) == 0
    payload = ("\n" if _needs_leading_newline(path) else "") + text + "\n"
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        data = payload.encode("utf-8")
        written = os.write(fd, data)
        if written != len(data):
            raise OSError(f"short write to {path}: {written} of {len(data)} bytes")
        os.fsync(fd)
    finally:
        os.close(fd)
    if created:
        dir_fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    return text


# --------------------------------------------------------------------------- building lines


def _run_id_of(run_dir: str) -> str:
    return os.path.basename(os.path.normpath(run_dir))


def build_run_start(record: dict[str, Any], run_dir: str, ledger: dict[str, Any]) -> dict[str, Any]:
    """Complete a ``run_start`` record: kind, schema, run_id (the directory name), time, and
    ``profile_sha256`` from ``profile_path`` when that file exists. Marks it ``resumed`` when the
    ledger already has a ``run_start``. Raises ValueError when ``run_id`` disagrees with the ledger."""
    line: dict[str, Any] = {"kind": "run_start", "schema": SCHEMA}
    line.update(record)
    line["kind"], line["schema"] = "run_start", SCHEMA
    line.setdefault("run_id", ledger.get("run_id") or _run_id_of(run_dir))
    line.setdefault("time", utc_now())
    for key in ("profile", "profile_path", "engine", "kit_version"):
        line.setdefault(key, None)
    line.setdefault("hosts", [])
    if line.get("profile_sha256") is None and line.get("profile_path") and os.path.isfile(line["profile_path"]):
        line["profile_sha256"] = file_sha256(line["profile_path"])
    line.setdefault("profile_sha256", None)
    _check_run_id(line, ledger)
    if ledger.get("run_start") is not None:
        line["resumed"] = True
    return ordered(line)


def build_point(record: dict[str, Any], run_dir: str, ledger: dict[str, Any]) -> dict[str, Any]:
    """Complete a ``point`` record against the current ledger: kind, schema, run_id, time, ``seq``
    (number of recorded points + 1) and null defaults for absent keys.

    A failed point without ``failure`` is kept with a ``failure`` of class ``unknown`` saying so.
    Raises ValueError when ``point_id`` is missing or already recorded, or ``status`` is not
    ``ok``/``failed``."""
    point_id = record.get("point_id")
    if not point_id or not isinstance(point_id, str):
        raise ValueError("a point record needs a non-empty string point_id (e.g. 'c512' or 'c512-trial3')")
    for existing in ledger.get("points", []):
        if existing.get("point_id") == point_id:
            raise ValueError(
                f"point {point_id!r} is already recorded in {ledger.get('path')} (line {existing.get('_line')}); "
                "a resumed run must skip finished points (see state=check), or give this measurement another point_id"
            )
    status = record.get("status")
    if status not in POINT_STATUSES:
        raise ValueError(f"point {point_id!r}: status must be one of {', '.join(POINT_STATUSES)}, got {status!r}")
    line: dict[str, Any] = {"kind": "point", "schema": SCHEMA}
    line.update(record)
    if status == "failed" and not record.get("failure"):
        # Keep the point anyway (nothing measured is lost), marked as undiagnosed.
        line["failure"] = {
            "class": "unknown",
            "summary": "the point failed but the caller recorded no failure (no diagnosis)",
            "is_oom": False,
            "level": (record.get("load") or {}).get("max_concurrency"),
            "deciding_lines": [],
            "secondary": [],
            "last_lines": [],
        }
    line["kind"], line["schema"] = "point", SCHEMA
    line.setdefault("run_id", ledger.get("run_id") or _run_id_of(run_dir))
    line.setdefault("time", utc_now())
    # Over every point line, repeated ids included, so a seq is never reused.
    seqs = [p.get("seq") for p in ledger.get("lines", []) if p.get("kind") == "point"]
    seqs += [p.get("seq") for p in ledger.get("points", [])]
    line["seq"] = max([q for q in seqs if isinstance(q, int) and not isinstance(q, bool)] + [0]) + 1
    for key in (
        "host",
        "profile",
        "engine",
        "sglang_version",
        "provenance",
        "env",
        "metrics",
        "failure",
        "server_log",
        "duration_s",
    ):
        line.setdefault(key, None)
    line.setdefault("launch_cmd", [])
    line.setdefault("load", {})
    line.setdefault("tags", {})
    _check_run_id(line, ledger)
    return ordered(line)


def default_verdict(points: list[dict[str, Any]]) -> tuple[str, str, str | None]:
    """Derive ``(status, verdict, failure_point)`` for a ``run_end`` from the recorded points.

    The first failed point (in recording order) decides: ``failed`` with a verdict naming its
    class, level and OOM-ness; otherwise ``ok`` with the best output throughput (tok/s)."""
    failed = [p for p in points if p.get("status") == "failed"]
    if failed:
        first = failed[0]
        failure = first.get("failure") or {}
        level = failure.get("level", (first.get("load") or {}).get("max_concurrency"))
        oom = "OOM" if failure.get("is_oom") else "not OOM"
        summary = (failure.get("summary") or "").strip().rstrip(".")
        # Summaries often end with their own "(not OOM)"; the verdict states it once, after the class.
        for suffix in ("(not OOM)", "(OOM)"):
            if summary.endswith(suffix):
                summary = summary[: -len(suffix)].rstrip(" :;,.")
        verdict = f"{first['point_id']} failed at concurrency {level}: {failure.get('class', 'unknown')} ({oom})"
        if summary:
            verdict += f": {summary}"
        ok = len(points) - len(failed)
        return "failed", f"{verdict}; {ok} of {len(points)} point(s) ok", first["point_id"]
    best = None
    for point in points:
        value = (point.get("metrics") or {}).get("output_throughput")
        if isinstance(value, (int, float)) and (best is None or value > best[0]):
            best = (value, point)
    if best is None:
        return "ok", f"{len(points)} point(s), all ok", None
    value, point = best
    return "ok", (f"{len(points)} point(s), all ok; best output {value:,.1f} tok/s at {point['point_id']}"), None


def build_run_end(record: dict[str, Any], run_dir: str, ledger: dict[str, Any]) -> dict[str, Any]:
    """Complete a ``run_end`` record; ``status``, ``verdict`` and ``failure_point`` default to
    ``default_verdict`` of the recorded points. Raises ValueError for an unknown status."""
    status, verdict, failure_point = default_verdict(ledger.get("points", []))
    line: dict[str, Any] = {"kind": "run_end", "schema": SCHEMA}
    line.update(record)
    line["kind"], line["schema"] = "run_end", SCHEMA
    line.setdefault("run_id", ledger.get("run_id") or _run_id_of(run_dir))
    line.setdefault("time", utc_now())
    if line.get("status") is None:
        line["status"] = status
    if line["status"] not in RUN_END_STATUSES:
        raise ValueError(f"run_end status must be one of {', '.join(RUN_END_STATUSES)}, got {line['status']!r}")
    if not line.get("verdict"):
        line["verdict"] = verdict
    if "failure_point" not in line:
        line["failure_point"] = failure_point
    _check_run_id(line, ledger)
    return ordered(line)


KEY_ORDER = {
    "run_start": (
        "kind", "schema", "run_id", "time", "resumed", "profile", "profile_path", "profile_sha256", "engine",
        "hosts", "kit_version", "slo", "search", "plan",
    ),
    "point": (
        "kind", "schema", "run_id", "point_id", "seq", "time", "host", "profile", "engine", "sglang_version",
        "provenance", "env", "launch_cmd", "load", "status", "metrics", "failure", "server_log", "duration_s",
        "tags",
    ),
    "run_end": ("kind", "schema", "run_id", "time", "status", "verdict", "failure_point"),
}  # fmt: skip


def ordered(line: dict[str, Any]) -> dict[str, Any]:
    """The line with its documented keys first, in documented order, then any extra keys as given."""
    order = KEY_ORDER.get(line.get("kind"), ())
    head = {key: line[key] for key in order if key in line}
    head.update({key: value for key, value in line.items() if key not in head})
    return head


def _check_run_id(line: dict[str, Any], ledger: dict[str, Any]) -> None:
    known = ledger.get("run_id")
    if known is not None and line.get("run_id") != known:
        raise ValueError(
            f"record run_id {line.get('run_id')!r} differs from the ledger's run {known!r} in {ledger.get('path')}"
        )


BUILDERS = {"start": build_run_start, "point": build_point, "end": build_run_end}


def record(run_dir: str, state: str, rec: dict[str, Any], *, write: bool = True) -> dict[str, Any]:
    """Complete ``rec`` as the line for ``state`` (``start``, ``point`` or ``end``) and append it to
    ``run_dir/ledger.jsonl`` under the ledger lock, so parallel writers get distinct ``seq``.

    Returns ``{"line": dict (as written: non-finite floats as null plus 'nonfinite'), "text": str,
    "written": bool, "warnings": [str]}``. With ``write=False`` (check mode) nothing is written.
    ``state=end`` on a ledger that is already finished writes nothing and returns the existing
    ``run_end`` (idempotent). Raises ValueError as the builders do.
    """
    path = ledger_path(run_dir)
    context = locked(path) if write else contextlib.nullcontext()
    with context:
        ledger = read_ledger(path)
        if state == "end" and ledger["finished"]:
            existing = {k: v for k, v in ledger["run_end"].items() if k != "_line"}
            return {"line": existing, "text": encode_line(existing), "written": False, "warnings": ledger["warnings"]}
        if state not in BUILDERS:
            raise ValueError(f"state must be one of {', '.join(BUILDERS)}, got {state!r}")
        if state == "point" and ledger["run_start"] is None:
            ledger["warnings"].append(f"{path}: point recorded before any run_start")
        line = BUILDERS[state](dict(rec), run_dir, ledger)
        text = encode_line(line)
        if write:
            append_line(path, line)
        written_line = json.loads(text)
        return {"line": written_line, "text": text, "written": write, "warnings": ledger["warnings"]}
