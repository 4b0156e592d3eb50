"""``sglang-diagnose``: classify a saved SGLang server log the way the ``sglang_bench`` module does.

Usage::

    sglang-diagnose LOG [--exit-code N] [--signal NAME] [--kernel-log FILE] [--bench-output FILE]
                        [--alive | --dead] [--phase {startup,serving}] [--level N] [--json]

Prints the one-line verdict, the class, the summary, the deciding lines with their line numbers, the
secondary findings and the last lines of the log; ``--json`` prints the dict that ``classify`` returns
(the ``failure`` structure of the module). Exit status: 0 when something was classified (a graceful stop
included), 1 for ``unknown``, 2 for bad usage or an unreadable file.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path

from sglang_kit.kit_module_utils import import_module_util


def _exit_code(text: str) -> int:
    """``--exit-code``: an exit status as a shell or Python reports it, -128 to 255 (a negative -N is Python's
    "killed by signal N", 128 + N the shell's); anything else is bad usage (exit 2), not a status to reason about."""
    try:
        code = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer exit status") from None
    if not -128 <= code <= 255:
        raise argparse.ArgumentTypeError(f"{code} is not an exit status (-128 to 255: 137 or -9 for SIGKILL)")
    return code


def _signal(text: str) -> str:
    """``--signal``: a signal's name or number ("SIGKILL", "KILL", "kill", "9"), returned as its name ("SIGKILL"); a
    name or number this system's signal module does not know is bad usage (exit 2)."""
    s = text.strip().upper()
    try:
        return signal.Signals(int(s)).name if s.lstrip("-").isdigit() else signal.Signals[
            s if s.startswith("SIG") else "SIG" + s].name
    except (KeyError, ValueError):
        raise argparse.ArgumentTypeError(f"{text!r} is not a signal (a name such as SIGKILL or KILL, or a number "
                                         "such as 9)") from None


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="sglang-diagnose",
        description="Classify why an SGLang server failed, from its log: class, one-sentence summary "
        "(always saying whether it is an OOM) and the deciding lines with their line numbers.",
        epilog="Exit status: 0 classified, 1 unknown, 2 bad usage or a file it cannot read.",
    )
    p.add_argument("log", help="server log file, or - for standard input (all ranks; any size: at most the last "
                   "256 MiB are read, the first 256 MiB of a pipe or device)")
    p.add_argument("--exit-code", type=_exit_code, help="the server's exit status (137 and -9 both mean SIGKILL); "
                   "evidence that can change the verdict: a SIGKILL beside a weak line alone gives unknown, "
                   "host_oom_killed among the candidates; -128 to 255")
    p.add_argument("--signal", type=_signal, help="the signal that ended the server, e.g. SIGKILL, KILL or 9")
    p.add_argument("--kernel-log", type=Path, help="dmesg / journalctl -k output or cgroup memory.events")
    p.add_argument("--bench-output", type=Path, help="the benchmark client's output")
    alive = p.add_mutually_exclusive_group()
    alive.add_argument("--alive", dest="alive", action="store_const", const=True, help="the server still runs")
    alive.add_argument("--dead", dest="alive", action="store_const", const=False, help="the server is gone")
    p.add_argument("--phase", choices=("startup", "serving"), help="when it failed")
    p.add_argument("--stalled-s", type=float, help="seconds without a new token (with --alive: watchdog_hang)")
    p.add_argument("--pending-requests", type=int, help="requests pending while stalled")
    p.add_argument("--level", type=int, help="load level (concurrency) for the one-line verdict")
    p.add_argument("--json", action="store_true",
                   help="print the verdict as one JSON object (class, summary, deciding_lines, candidates, ...; "
                   "see the README)")
    return p


def _cannot_read(parser: argparse.ArgumentParser, path: Path, exc: OSError, as_json: bool = False) -> None:
    """Exit 2 with "sglang-diagnose: error: cannot read PATH: REASON" on stderr (the usage is right: no usage block);
    with ``--json`` also ``{"error": "cannot read PATH: REASON", "class": null}`` on stdout, so a script reading the
    JSON gets an answer."""
    msg = f"cannot read {path}: {exc.strerror or exc}"
    if as_json:
        print(json.dumps({"error": msg, "class": None}))
        sys.stdout.flush()
    parser.exit(2, f"{parser.prog}: error: {msg}\n")


def _read(parser: argparse.ArgumentParser, path: Path | None, as_json: bool = False) -> str | None:
    if path is None:
        return None
    try:
        return path.read_bytes().decode("utf-8", "replace")
    except OSError as exc:
        _cannot_read(parser, path, exc, as_json)
    return None  # pragma: no cover - _cannot_read exits


def _render(result: dict, verdict: str, clean: Callable[[str], str], never_decides: str) -> str:
    """The human-readable verdict; every text from the log passes ``clean`` (no escapes reach the terminal);
    ``never_decides`` is the classifier's TM_NOT_DECIDED_CLASS reason, which the text model line completes with the
    class it read."""
    out = [clean(verdict), f"class:   {result['class']}", f"summary: {clean(result['summary'])}"]
    if result.get("candidates"):
        out.append(f"candidates: {', '.join(result['candidates'])} (weak evidence, not a verdict)")
    tm = result.get("text_model")
    if tm and not tm.get("decided"):
        reason = tm.get("reason") or "?"
        if reason == never_decides and tm["class"] == "unknown":
            # (a fresh user, the thirtieth session) "not decided: unknown is a class it never decides" told nothing
            out.append(f"text model: reads unknown too (p {tm['p']:.2f}): its words name no cause either")
        else:
            if reason == never_decides:
                reason = f"{tm['class']} is {reason}"
            out.append(f"text model: reads {tm['class']} at p {tm['p']:.2f}, not decided: {reason}")
    if result["deciding_lines"]:
        out.append("deciding lines:")
        for d in result["deciding_lines"]:
            where = "" if d["source"] == "server_log" else f"{d['source']} "
            line = "-" if d["line"] is None else d["line"]
            out.append(f"  {where}{line:>7}: {clean(d['text'])}")
    if result["secondary"]:
        out.append("secondary:")
        out.extend(f"  - {clean(s)}" for s in result["secondary"])
    if result.get("binary"):
        out.append("last lines: not shown (mostly bytes that are not text: a binary file?)")
    elif result["class"] == "unknown" and result["last_lines"]:
        out.append("last lines:")
        out.extend(f"  {clean(ln)}" for ln in result["last_lines"])
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``sglang-diagnose`` console script; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    diag = import_module_util("sglang_diagnosis")
    progress = None
    if args.stalled_s is not None:
        progress = {"stalled_s": args.stalled_s}
        if args.pending_requests is not None:
            progress["pending_requests"] = args.pending_requests
    kw = {
        "exit_code": args.exit_code,
        "signal": args.signal,
        "alive": args.alive,
        "progress": progress,
        "kernel_log": _read(parser, args.kernel_log, args.json),
        "bench_output": _read(parser, args.bench_output, args.json),
        "phase": args.phase,
    }
    # "-" is standard input (`journalctl -u sglang | sglang-diagnose -`), read as a stream like any pipe
    path = "/dev/stdin" if args.log == "-" else args.log
    try:
        result = diag.classify_file(path, **kw)
    except OSError as exc:
        _cannot_read(parser, args.log, exc, args.json)
    text = (json.dumps(result, indent=2, ensure_ascii=False) if args.json
            else _render(result, diag.format_verdict(result, args.level), diag.sanitize, diag.TM_NOT_DECIDED_CLASS))
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:  # `sglang-diagnose LOG | head`: the reader left, the verdict stands
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 1 if result["class"] == "unknown" else 0


if __name__ == "__main__":
    sys.exit(main())
