"""Patch series for an installed SGLang: parsing, planning (drift detection), provenance. Pure, no Ansible.

A series lives in ``SERIES_ROOT/SGLANG_VERSION/``:

- ``series``: the patch file names in application order (quilt style; ``#`` comments, blank lines ignored),
  each ``NNNN-name.patch``. May list nothing (a version that needs no patch).
- ``NNNN-name.patch``: unified diffs against the installed package, paths relative to site-packages with
  one leading component (``--- a/sglang/srt/...``, ``+++ b/sglang/srt/...``; applied like ``patch -p1``).
- ``checksums.json``: ``{"sglang_version": V, "files": {PATH: {"pre": SHA256, "post": SHA256}}}``, the
  sha256 of every patched file as the release ships it (pre-image) and after the whole series (post-image).
  Written by ``make_checksums`` (``roles/sglang_patches/files/refresh_series.py``) from the release's wheel.

Planning compares each target file's sha256 with its pre- and post-image: pre means apply, post means
already applied, anything else is drift and nothing is changed. Hunks are applied strictly (exact context
at the recorded line, no fuzz), so a plan never produces a file other than the recorded post-image.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field

SERIES_FILE = "series"
CHECKSUMS_FILE = "checksums.json"
PATCH_NAME = re.compile(r"^\d{4}-[A-Za-z0-9][A-Za-z0-9._-]*\.patch$")
HUNK_HEADER = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")
PROVENANCE_FORMAT = 1


class SeriesError(ValueError):
    """A series, a patch or a checksums file is malformed (a defect of the kit's files, not of the host)."""


class DriftError(Exception):
    """The installed SGLang does not match what the series was written for; nothing has been changed.

    Attributes: version (installed SGLang), path (file relative to site-packages, or None when the
    whole version is unknown), reason (short machine-readable word: unknown_version, missing_file,
    pre_image_mismatch).
    """

    def __init__(self, message: str, *, version: str, path: str | None, reason: str) -> None:
        super().__init__(message)
        self.version = version
        self.path = path
        self.reason = reason


@dataclass(frozen=True)
class Hunk:
    """One unified-diff hunk. old_start/new_start are 1-based line numbers; lines are (tag, text) with
    tag in ' ', '-', '+' and text including its line ending."""

    old_start: int
    old_count: int
    new_start: int
    new_count: int
    lines: tuple[tuple[str, str], ...]

    def old_lines(self) -> list[str]:
        return [t for tag, t in self.lines if tag in " -"]

    def new_lines(self) -> list[str]:
        return [t for tag, t in self.lines if tag in " +"]


@dataclass(frozen=True)
class FilePatch:
    """The hunks of one patch that touch one file (path relative to site-packages)."""

    path: str
    hunks: tuple[Hunk, ...]


@dataclass
class FilePlan:
    """What planning decided for one file: status is 'apply' or 'applied'; new_text is the post-image."""

    path: str
    status: str
    pre: str
    post: str
    new_text: str


@dataclass
class Plan:
    """Outcome of ``plan_series``: files to write (status 'apply') and files already patched."""

    version: str
    patches: list[dict[str, str]]
    files: list[FilePlan] = field(default_factory=list)

    @property
    def to_apply(self) -> list[FilePlan]:
        return [f for f in self.files if f.status == "apply"]


def sha256_text(text: str) -> str:
    """Hex sha256 of a text encoded as UTF-8 (files are read and written as UTF-8 bytes, unchanged)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def parse_series(text: str) -> list[str]:
    """Patch names of a ``series`` file, in order.

    Raises SeriesError (naming the line) for a name that is not ``NNNN-name.patch``, a path, or a duplicate.
    """
    names: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if not PATCH_NAME.match(line):
            raise SeriesError(f"series line {number}: {line!r} is not a patch file name like 0001-name.patch")
        if line in names:
            raise SeriesError(f"series line {number}: {line!r} is listed twice")
        names.append(line)
    return names


def _strip_component(path: str) -> str:
    """Path after ``a/``/``b/`` (patch -p1), without a trailing timestamp; rejects absolute or .. paths."""
    path = path.split("\t", 1)[0].strip()
    if path == "/dev/null":
        raise SeriesError("patches that create or delete files are not supported (found /dev/null)")
    parts = path.split("/", 1)
    if len(parts) != 2 or not parts[1]:
        raise SeriesError(f"patch path {path!r} has no leading component to strip (expected a/PATH)")
    rel = parts[1]
    if rel.startswith("/") or ".." in rel.split("/"):
        raise SeriesError(f"patch path {path!r} leaves site-packages")
    return rel


def parse_patch(text: str, name: str = "patch") -> list[FilePatch]:
    """File patches of a unified diff (git or diff -u output; headers and commit text before ``---`` ignored).

    Raises SeriesError naming the patch and line for a truncated hunk or a hunk outside a file section.
    """
    lines = text.splitlines(keepends=True)
    result: list[FilePatch] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("--- ") and i + 1 < len(lines) and lines[i + 1].startswith("+++ "):
            old = _strip_component(line[4:].rstrip("\r\n"))
            new = _strip_component(lines[i + 1][4:].rstrip("\r\n"))
            if old != new:
                raise SeriesError(f"{name}: renames are not supported ({old} -> {new})")
            i += 2
            hunks: list[Hunk] = []
            while i < len(lines) and lines[i].startswith("@@"):
                hunk, i = _parse_hunk(lines, i, name)
                hunks.append(hunk)
            if not hunks:
                raise SeriesError(f"{name}: no hunk for {old}")
            result.append(FilePatch(path=old, hunks=tuple(hunks)))
            continue
        if line.startswith("@@"):
            raise SeriesError(f"{name} line {i + 1}: hunk without a ---/+++ file header")
        i += 1
    if not result and text.strip():
        raise SeriesError(f"{name}: no unified diff found")
    return result


def _parse_hunk(lines: list[str], i: int, name: str) -> tuple[Hunk, int]:
    m = HUNK_HEADER.match(lines[i])
    if not m:
        raise SeriesError(f"{name} line {i + 1}: bad hunk header {lines[i].strip()!r}")
    old_start, new_start = int(m.group(1)), int(m.group(3))
    old_count = int(m.group(2)) if m.group(2) is not None else 1
    new_count = int(m.group(4)) if m.group(4) is not None else 1
    body: list[tuple[str, str]] = []
    seen_old = seen_new = 0
    i += 1
    while seen_old < old_count or seen_new < new_count:
        if i >= len(lines):
            raise SeriesError(f"{name}: hunk at line {old_start} is truncated")
        line = lines[i]
        if line.startswith("\\"):  # "\ No newline at end of file": the previous line has no line ending
            if body:
                tag, prev = body[-1]
                body[-1] = (tag, prev.rstrip("\n"))
            i += 1
            continue
        tag, content = (line[0], line[1:]) if line not in ("\n", "\r\n") else (" ", line)
        if tag not in " -+":
            raise SeriesError(f"{name} line {i + 1}: unexpected line in hunk {line.rstrip()!r}")
        body.append((tag, content))
        seen_old += tag in " -"
        seen_new += tag in " +"
        i += 1
    while i < len(lines) and lines[i].startswith("\\"):
        tag, prev = body[-1]
        body[-1] = (tag, prev.rstrip("\n"))
        i += 1
    if seen_old != old_count or seen_new != new_count:
        raise SeriesError(f"{name}: hunk at line {old_start} does not match its header counts")
    return Hunk(old_start, old_count, new_start, new_count, tuple(body)), i


def apply_file_patch(text: str, patch: FilePatch, name: str = "patch") -> str:
    """Text after applying the hunks strictly (exact context at the recorded line numbers).

    Raises SeriesError naming the patch, file and line when the context does not match.
    """
    src = text.splitlines(keepends=True)
    out: list[str] = []
    pos = 0  # next unread line of src (0-based)
    for hunk in patch.hunks:
        start = hunk.old_start - 1 if hunk.old_count else hunk.old_start
        old = hunk.old_lines()
        if start < pos or src[start : start + len(old)] != old:
            raise SeriesError(f"{name}: hunk at line {hunk.old_start} of {patch.path} does not match the file's text")
        out.extend(src[pos:start])
        out.extend(hunk.new_lines())
        pos = start + len(old)
    out.extend(src[pos:])
    return "".join(out)


def apply_patches(originals: dict[str, str], patches: dict[str, str], order: list[str]) -> dict[str, str]:
    """Post-images {path: text} of every file the series touches, applying ``order`` to ``originals``.

    originals: {path: pre-image text}; file sections for other paths are skipped (a file already patched
    while another is still pristine).
    """
    current: dict[str, str] = {}
    for name in order:
        for fp in parse_patch(patches[name], name):
            if fp.path not in originals:
                continue
            text = current.get(fp.path, originals[fp.path])
            current[fp.path] = apply_file_patch(text, fp, name)
    return current


def touched_paths(patches: dict[str, str], order: list[str]) -> list[str]:
    """Paths the series touches, in first-touch order."""
    paths: list[str] = []
    for name in order:
        for fp in parse_patch(patches[name], name):
            if fp.path not in paths:
                paths.append(fp.path)
    return paths


def parse_checksums(text: str, version: str) -> dict[str, dict[str, str]]:
    """{path: {"pre", "post"}} of a checksums.json; raises SeriesError if malformed or for another version."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SeriesError(f"{CHECKSUMS_FILE} of {version} is not JSON: {exc}") from exc
    if not isinstance(data, dict) or data.get("sglang_version") != version:
        raise SeriesError(f"{CHECKSUMS_FILE} of {version} names sglang_version {data.get('sglang_version')!r}")
    files = data.get("files")
    if not isinstance(files, dict):
        raise SeriesError(f"{CHECKSUMS_FILE} of {version} has no 'files' mapping")
    for path, sums in files.items():
        hexes = [str(sums.get(k)) if isinstance(sums, dict) else "" for k in ("pre", "post")]
        if not all(re.fullmatch(r"[0-9a-f]{64}", h) for h in hexes):
            raise SeriesError(f"{CHECKSUMS_FILE} of {version}: {path} needs 'pre' and 'post' sha256 values")
    return files


def make_checksums(version: str, originals: dict[str, str], patches: dict[str, str], order: list[str]) -> str:
    """checksums.json text for a series, from the release's pristine files (what refresh_series.py writes)."""
    posts = apply_patches(originals, patches, order)
    files = {p: {"pre": sha256_text(originals[p]), "post": sha256_text(posts[p])} for p in sorted(posts)}
    return json.dumps({"sglang_version": version, "files": files}, indent=2, sort_keys=True) + "\n"


def refresh_hint(version: str, path: str | None = None) -> str:
    """One sentence telling a person how to bring the series in line with the installed release."""
    target = f" so that {path} matches" if path else ""
    return (
        f"To refresh: pip download sglang=={version} --no-deps -d DIR, then run "
        f"roles/sglang_patches/files/refresh_series.py {version} DIR/sglang-{version}-py3-none-any.whl: it "
        f"re-applies the series to the release's files{target}, names any hunk that no longer applies (redo "
        f"that edit on the release's file and regenerate the patch with diff -u), and rewrites checksums.json."
    )


def check_version(version: str, available: list[str]) -> None:
    """Raise DriftError when no series directory exists for the installed SGLang version."""
    if version not in available:
        listed = ", ".join(sorted(available)) or "none"
        raise DriftError(
            f"installed SGLang {version} has no patch series (series exist for: {listed}); nothing was "
            f"changed. Install a listed version (sglang_version), or create "
            f"roles/sglang_patches/files/patches/{version}/series (empty if no patch is needed). "
            + refresh_hint(version),
            version=version,
            path=None,
            reason="unknown_version",
        )


def plan_series(
    version: str,
    series_text: str,
    patches: dict[str, str],
    checksums_text: str | None,
    current: dict[str, str | None],
) -> Plan:
    """Decide, without changing anything, what applying the series to the installed files means.

    version: installed SGLang; series_text: the ``series`` file; patches: {name: diff text} (every listed
    name); checksums_text: checksums.json (None allowed only for an empty series); current: {path: text or
    None when missing} for every path the series touches (see ``touched_paths``).

    Returns a Plan whose files are 'apply' (pre-image found: new_text is the verified post-image) or
    'applied' (post-image found). Raises DriftError naming the file, the version and how to refresh when a
    file is missing or its hash is neither image; SeriesError when the kit's own files are inconsistent.
    """
    order = parse_series(series_text)
    missing = [n for n in order if n not in patches]
    if missing:
        raise SeriesError(f"series of {version} lists {', '.join(missing)} but the file is absent")
    plan = Plan(version=version, patches=[{"name": n, "sha256": sha256_text(patches[n])} for n in order])
    if not order:
        return plan
    if checksums_text is None:
        raise SeriesError(f"series of {version} has patches but no {CHECKSUMS_FILE}")
    sums = parse_checksums(checksums_text, version)
    paths = touched_paths(patches, order)
    unlisted = [p for p in paths if p not in sums]
    if unlisted:
        raise SeriesError(f"{CHECKSUMS_FILE} of {version} lacks {', '.join(unlisted)}: run refresh_series.py")
    # Every file is checked before any post-image is computed: one drifted file stops the whole series.
    states: dict[str, str] = {}
    for path in paths:
        text = current.get(path)
        if text is None:
            raise DriftError(
                f"{path} is missing from the installed SGLang {version}; nothing was changed. "
                + refresh_hint(version, path),
                version=version,
                path=path,
                reason="missing_file",
            )
        digest = sha256_text(text)
        if digest == sums[path]["pre"]:
            states[path] = "apply"
        elif digest == sums[path]["post"]:
            states[path] = "applied"
        else:
            raise DriftError(
                f"{path} of the installed SGLang {version} matches neither the release's file (pre-image "
                f"sha256 {sums[path]['pre'][:12]}...) nor the patched one ({sums[path]['post'][:12]}...): it is "
                f"sha256 {digest[:12]}...; it was edited or comes from another build, so the series was not "
                f"applied and nothing was changed. Reinstall SGLang {version} (pip install --force-reinstall "
                f"--no-deps sglang=={version}) to restore it, or if the change is wanted: "
                + refresh_hint(version, path),
                version=version,
                path=path,
                reason="pre_image_mismatch",
            )
    originals = {p: current[p] for p in paths if states[p] == "apply"}
    posts = apply_patches(originals, patches, order) if originals else {}
    for path in paths:
        if states[path] == "apply":
            post_text = posts[path]
            if sha256_text(post_text) != sums[path]["post"]:
                raise SeriesError(
                    f"applying the series of {version} to {path} does not give the recorded post-image: "
                    f"run refresh_series.py"
                )
            plan.files.append(FilePlan(path, "apply", sums[path]["pre"], sums[path]["post"], post_text))
        else:
            plan.files.append(FilePlan(path, "applied", sums[path]["pre"], sums[path]["post"], current[path] or ""))
    return plan


def provenance(plan: Plan, current_sha256: dict[str, str], site_packages: str) -> dict:
    """Provenance record (written as JSON into the venv, stored in every ledger line).

    current_sha256: {path: sha256 of the file as it is on disk after applying}. Deterministic (no
    timestamps) so rewriting it is idempotent. Shape: {format, sglang_version, site_packages,
    series_sha256 (of the ordered patch hashes), patches [{name, sha256}], files {path: {pre, post,
    sha256, verified}}}.
    """
    series_digest = hashlib.sha256("\n".join(f"{p['name']} {p['sha256']}" for p in plan.patches).encode())
    return {
        "format": PROVENANCE_FORMAT,
        "sglang_version": plan.version,
        "site_packages": site_packages,
        "series_sha256": series_digest.hexdigest(),
        "patches": list(plan.patches),
        "files": {
            f.path: {
                "pre": f.pre,
                "post": f.post,
                "sha256": current_sha256.get(f.path),
                "verified": current_sha256.get(f.path) == f.post,
            }
            for f in plan.files
        },
    }
