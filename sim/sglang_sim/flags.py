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
import sys
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
    """The SGLang version the simulator behaves as: env ``SGLANG_SIM_VERSION`` (e.g. ``0.5.17``, whose crash
    path differs from 0.5.9's), else the installed ``sglang`` package's, else 0.5.9."""
    override = os.environ.get("SGLANG_SIM_VERSION")
    if override:
        return override
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


# argparse names the type callable in its error ("invalid loads value: ..."), as with json.loads.
_json_type.__name__ = "loads"


_TYPES = {"int": int, "float": float, "str": str, "json": _json_type, None: None}


class _DeprecatedAction(argparse.Action):
    """SGLang's ``DeprecatedAction`` (0.5.9 server_args.py): no value, a warning, no effect."""

    def __init__(self, option_strings, dest, nargs=0, **kwargs):
        kwargs.pop("type", None)
        super().__init__(option_strings, dest, nargs=0, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        print(
            f"The command line argument '{option_string}' is deprecated and will be removed in future versions.",
            file=sys.stderr,
        )


class _DeprecatedStoreTrue(argparse.Action):
    """0.5.17+ ``DeprecatedStoreTrueAction``: like store_true, with a warning."""

    def __init__(self, option_strings, dest, nargs=0, **kwargs):
        kwargs.pop("type", None)
        super().__init__(option_strings, dest, nargs=0, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"'{option_string}' is deprecated and will be removed in a future release.", file=sys.stderr)
        setattr(namespace, self.dest, True)


def build_parser(table: dict[str, Any]) -> argparse.ArgumentParser:
    """Rebuild SGLang's argparse parser from a flag table."""
    parser = argparse.ArgumentParser(prog=PROG)
    for opt in table["options"]:
        strings = [s for s in opt.get("option_strings", []) if s not in ("-h", "--help")]
        if not strings:
            continue
        action = opt.get("action") or "store"
        kwargs: dict[str, Any] = {"dest": opt["dest"], "help": opt.get("help") or None}
        if action in ("store_true", "store_false"):
            kwargs["action"] = action
            if opt.get("default") is not None:
                kwargs["default"] = opt["default"]
        elif action == "deprecated":
            kwargs["action"] = _DeprecatedAction
            kwargs["default"] = opt.get("default")
        elif action == "deprecated_store_true":
            kwargs["action"] = _DeprecatedStoreTrue
            kwargs["default"] = opt.get("default")
        elif action == "boolean_optional":
            kwargs["action"] = argparse.BooleanOptionalAction
            kwargs["default"] = opt.get("default")
        elif action in ("store_const", "append_const"):
            kwargs["action"] = action
            kwargs["const"] = opt.get("const")
            kwargs["default"] = opt.get("default")
        elif action == "count":
            kwargs["action"] = "count"
            kwargs["default"] = opt.get("default")
        else:
            # store, append, extend, lora_path, deprecated_alias, deprecated_store_const: take values
            if action in ("append", "extend"):
                kwargs["action"] = action
            typ = opt.get("type")
            conv = _TYPES.get(typ) if typ in _TYPES else str
            if conv is not None:
                kwargs["type"] = conv
            if opt.get("choices") is not None:
                kwargs["choices"] = opt["choices"]
            nargs = opt.get("nargs")
            if nargs is not None and nargs != 0:
                kwargs["nargs"] = nargs
            elif action == "deprecated_store_const":
                kwargs["nargs"] = "?"
            kwargs["default"] = opt.get("default")
            if opt.get("required"):
                kwargs["required"] = True
        parser.add_argument(*strings, **kwargs)
    return parser


def _real_parser() -> argparse.ArgumentParser | None:
    """SGLang's own parser when ``sglang.srt.server_args`` imports (needs torch), else None."""
    import importlib.util

    if importlib.util.find_spec("torch") is None or importlib.util.find_spec("sglang") is None:
        return None  # importing sglang.srt.server_args would fail after ~0.6 s of other imports
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
        if not token.startswith("--"):
            continue
        name = token.split("=", 1)[0]
        dest = by_string.get(name)
        if dest is None:  # argparse accepts unambiguous prefixes (allow_abbrev), e.g. --tp for --tp-size
            dests = {d for s, d in by_string.items() if s.startswith(name)}
            dest = dests.pop() if len(dests) == 1 else None
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
    fields = server_args_fields()
    order = list(args.keys())
    if fields:
        for name, default in fields.items():
            args.setdefault(name, default)
        order = list(fields)  # the dataclass repr shows fields only (no CLI-only keys such as config)
    return args, order, explicit_dests(parser, argv)


def server_args_fields() -> dict[str, Any]:
    """ServerArgs' dataclass fields in declaration order with literal defaults, read from the
    installed sglang's ``srt/server_args.py`` with ``ast`` (no import, so no torch needed).

    Returns {} when sglang's source is not installed. Non-literal defaults become None.
    """
    import ast
    import importlib.util

    spec = importlib.util.find_spec("sglang")
    if spec is None or not spec.submodule_search_locations:
        return {}
    path = Path(list(spec.submodule_search_locations)[0]) / "srt" / "server_args.py"
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError):
        return {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == "ServerArgs":
            out: dict[str, Any] = {}
            for stmt in node.body:
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
                    try:
                        out[stmt.target.id] = ast.literal_eval(stmt.value) if stmt.value is not None else None
                    except ValueError:
                        out[stmt.target.id] = None
            return out
    return {}


# Value checks SGLang makes after parsing (ServerArgs.__post_init__ → check_server_args, 0.5.9
# sglang/srt/server_args.py), in its order and with its messages. argparse only types the values; these
# are what the real server refuses next, with an AssertionError traceback and exit status 1 before any
# scheduler starts. The parallel sizes come first: 0.5.9 has no explicit check for them, but a size below
# 1 divides by zero (ModelConfig.get_num_kv_heads divides by tp_size) or starts no rank at all, so the
# real server never serves; the simulator refuses them the same way, up front.
def check_server_args(args: dict[str, Any]) -> str | None:
    """The first value SGLang would refuse in parsed ``args`` (ServerArgs field names), as its message.

    Returns None when every check passes. Missing keys are treated as SGLang's defaults.
    """
    def get(name: str, default: Any) -> Any:
        value = args.get(name)
        return default if value is None else value

    for name in ("tp_size", "pp_size", "dp_size", "nnodes"):
        value = get(name, 1)
        if not isinstance(value, int) or value < 1:
            return f"{name} must be a positive integer, got {value!r}"
    tp, pp, nnodes = get("tp_size", 1), get("pp_size", 1), get("nnodes", 1)
    checks = [
        ((tp * pp) % nnodes == 0, "tp_size must be divisible by number of nodes"),
        (get("base_gpu_id", 0) >= 0, "base_gpu_id must be non-negative"),
        (get("gpu_id_step", 1) >= 1, "gpu_id_step must be positive"),
        (args.get("moe_dense_tp_size") in (1, None), "moe_dense_tp_size only support 1 and None currently"),
        (":" not in str(get("served_model_name", "")),
         "served_model_name cannot contain a colon (':') character. The colon is reserved for the "
         "'model:adapter' syntax used in LoRA adapter specification. "
         f"Invalid value: '{get('served_model_name', '')}'"),
    ]
    chunk, page = args.get("chunked_prefill_size"), get("page_size", 1) or 1
    if isinstance(chunk, int) and chunk > 0 and get("disaggregation_mode", "null") != "decode":
        checks.append((chunk % page == 0, "chunked_prefill_size must be divisible by page_size"))
    checks += [
        (get("tokenizer_worker_num", 1) > 0, "Tokenizer worker num must >= 1"),
        (get("schedule_conservativeness", 1.0) >= 0, "schedule_conservativeness must be non-negative"),
    ]
    return next((msg for ok, msg in checks if not ok), None)


def server_args_traceback(message: str) -> str:
    """The stderr of ``python -m sglang.launch_server`` when ServerArgs refuses a value (exit status 1)."""
    return (
        "Traceback (most recent call last):\n"
        '  File "<frozen runpy>", line 198, in _run_module_as_main\n'
        '  File "sglang/launch_server.py", line 29, in <module>\n'
        "    server_args = prepare_server_args(sys.argv[1:])\n"
        '  File "sglang/srt/server_args.py", line 703, in __post_init__\n'
        "    self.check_server_args()\n"
        '  File "sglang/srt/server_args.py", line 5130, in check_server_args\n'
        f"AssertionError: {message}\n"
    )
