"""Parse the argv of ``python -m sglang.launch_server`` the way SGLang does.

Two parsers, in this order:

1. SGLang's own (``sglang.srt.server_args.ServerArgs.add_cli_args``) when it imports (it needs torch,
   so only on GPU-less hosts that happen to have torch);
2. an ``argparse.ArgumentParser`` rebuilt from the flag table generated from that parser and checked
   in as ``flag_tables/sglang-<VERSION>.json`` (``VERSION`` = the installed ``sglang`` package's
   version, default 0.5.9; env ``SGLANG_SIM_FLAG_TABLE`` names another file).

Either way an unknown flag or a value outside its choices ends the process with argparse's usage
line and ``error: ...`` on stderr and exit status 2, exactly as SGLang does (``prepare_server_args``
in sglang/srt/server_args.py builds a plain ``argparse.ArgumentParser()``, so the program name is
``launch_server.py``).
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import os
from pathlib import Path
from typing import Any

DEFAULT_SGLANG_VERSION = "0.5.9"
TABLE_DIR = Path(__file__).resolve().parent / "flag_tables"
# Renames done by ServerArgs.from_cli_args (sglang/srt/server_args.py, 0.5.9) after parsing.
CLI_RENAMES = {
    "tensor_parallel_size": "tp_size",
    "pipeline_parallel_size": "pp_size",
    "attention_context_parallel_size": "attn_cp_size",
    "moe_data_parallel_size": "moe_dp_size",
    "data_parallel_size": "dp_size",
    "expert_parallel_size": "ep_size",
}
PROG = "launch_server.py"


class FlagTableError(RuntimeError):
    """The flag table is missing or malformed (a packaging problem, not a user error)."""


def sglang_version() -> str:
    """Return the installed ``sglang`` package version, or 0.5.9 when it is not installed."""
    try:
        return importlib.metadata.version("sglang")
    except importlib.metadata.PackageNotFoundError:
        return DEFAULT_SGLANG_VERSION


def flag_table_path() -> Path:
    """Return the flag table to use: env ``SGLANG_SIM_FLAG_TABLE`` or the packaged one for the version."""
    override = os.environ.get("SGLANG_SIM_FLAG_TABLE")
    if override:
        return Path(override)
    return TABLE_DIR / f"sglang-{sglang_version()}.json"


def load_flag_table(path: Path | None = None) -> dict[str, Any]:
    """Load a flag table (see docs/simulator.md for its shape).

    Raises:
        FlagTableError: the file is missing or has no ``options`` list.
    """
    path = path or flag_table_path()
    try:
        table = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise FlagTableError(
            f"flag table {path} not found; set SGLANG_SIM_FLAG_TABLE or install sglang {DEFAULT_SGLANG_VERSION}"
        ) from exc
    if not isinstance(table.get("options"), list):
        raise FlagTableError(f"flag table {path} has no 'options' list")
    return table


def _json_type(value: str) -> Any:
    return json.loads(value)


_TYPES = {"int": int, "float": float, "str": str, "json": _json_type, None: None}


def build_parser(table: dict[str, Any]) -> argparse.ArgumentParser:
    """Rebuild SGLang's argparse parser from a flag table (options in the table's order)."""
    parser = argparse.ArgumentParser(prog=PROG)
    for opt in table["options"]:
        strings = [s for s in opt.get("option_strings", []) if s not in ("-h", "--help")]
        if not strings:
            continue
        action = opt.get("action") or "store"
        kwargs: dict[str, Any] = {"dest": opt["dest"], "help": opt.get("help") or None}
        if action in ("store_true", "store_false"):
            kwargs["action"] = action
            if "default" in opt and opt["default"] is not None:
                kwargs["default"] = opt["default"]
        elif action in ("store_const", "append_const"):
            kwargs["action"] = action
            kwargs["const"] = opt.get("const")
            kwargs["default"] = opt.get("default")
        elif action == "count":
            kwargs["action"] = "count"
            kwargs["default"] = opt.get("default")
        else:
            if action == "append":
                kwargs["action"] = "append"
            typ = opt.get("type")
            if isinstance(typ, str) and typ not in _TYPES:
                typ = "str"
            conv = _TYPES.get(typ)
            if conv is not None:
                kwargs["type"] = conv
            if opt.get("choices") is not None:
                kwargs["choices"] = opt["choices"]
            if opt.get("nargs") is not None:
                kwargs["nargs"] = opt["nargs"]
            if opt.get("metavar") is not None:
                kwargs["metavar"] = opt["metavar"]
            kwargs["default"] = opt.get("default")
            if opt.get("required"):
                kwargs["required"] = True
        parser.add_argument(*strings, **kwargs)
    return parser


def _real_parser() -> argparse.ArgumentParser | None:
    """SGLang's own parser when ``sglang.srt.server_args`` imports (needs torch), else None."""
    try:
        from sglang.srt.server_args import ServerArgs  # type: ignore[import-not-found]
    except Exception:  # noqa: BLE001 - any import failure (no torch, no CUDA libs) means "not available"
        return None
    parser = argparse.ArgumentParser(prog=PROG)
    ServerArgs.add_cli_args(parser)
    return parser


def explicit_dests(parser: argparse.ArgumentParser, argv: list[str]) -> set[str]:
    """ServerArgs field names of the options that appear in ``argv`` (``--x v`` or ``--x=v``)."""
    by_string = {s: a.dest for a in parser._actions for s in a.option_strings}
    found = set()
    for token in argv:
        if token.startswith("-"):
            dest = by_string.get(token.split("=", 1)[0])
            if dest:
                found.add(CLI_RENAMES.get(dest, dest))
    return found


def parse_server_args(argv: list[str], table_path: Path | None = None) -> tuple[dict[str, Any], list[str], set[str]]:
    """Parse launch argv into a dict keyed by ServerArgs field names.

    Exits the process with status 2 and argparse's message on a bad flag or value, as SGLang does.
    Returns ``(args, field_order, explicit)``: ``field_order`` lists the keys in the parser's order
    (ServerArgs' field order, for the ``server_args=ServerArgs(...)`` log line) and ``explicit`` the
    fields given on the command line.
    """
    parser = None if (os.environ.get("SGLANG_SIM_FLAG_TABLE") or table_path) else _real_parser()
    if parser is None:
        parser = build_parser(load_flag_table(table_path))
    ns = parser.parse_args(argv)
    args: dict[str, Any] = {}
    for key, value in vars(ns).items():
        args[CLI_RENAMES.get(key, key)] = value
    return args, list(args.keys()), explicit_dests(parser, argv)
