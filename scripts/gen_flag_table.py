#!/usr/bin/env python3
"""Generate a flag table from SGLang's own argument parser.

The kit validates profiles on the controller, where neither torch nor SGLang is installed. So, per
pinned SGLang release, it keeps a *flag table* -- every option of ``python -m sglang.launch_server``
with its type, action, default, choices and help -- generated here from the real parser
(``sglang.srt.server_args.ServerArgs.add_cli_args``) and checked in as data under
``sim/sglang_sim/flag_tables/sglang-VERSION.json``. ``module_utils/sglang_flags.py`` validates and
renders profile flags against it; the simulator builds its own argparse from it.

Environment (not the kit's venv): a scratch venv holding the CPU torch wheel, the SGLang wheel of the
wanted version installed with ``--no-deps`` (into the venv or a ``--target`` folder put on
PYTHONPATH), and the pure-Python packages that ``sglang.srt.server_args`` imports at module level
(for 0.5.9: tqdm, transformers==4.57.1, numpy, requests, aiohttp, pydantic, psutil, orjson, pybase64,
pillow, packaging, fastapi, uvicorn, uvloop, pyzmq, huggingface_hub, setproctitle, msgspec,
prometheus-client, einops, interegular, partial_json_parser, openai, tiktoken, sentencepiece,
IPython, scipy, python-multipart, blobfile, pyyaml, triton, dill). See docs/profiles.md for the exact
commands::

    python3 -m venv VENV && VENV/bin/pip install torch==2.13.0 triton ...
    VENV/bin/pip install --no-deps --target SITE sglang==0.5.9
    PYTHONPATH=SITE VENV/bin/python scripts/gen_flag_table.py --expect-version 0.5.9

Shims (``--shim``, default ``torchvision``): modules replaced by an empty stand-in *only when their
real import fails*. ``torchvision`` is the one needed with the CPU torch wheel: the torchvision wheel
that matches torch 2.13 on the default index is built for CUDA torch, and loading its operators
against ``torch 2.13.0+cpu`` fails ("operator torchvision::nms does not exist"). SGLang imports
``torchvision.transforms`` at module level only for multimodal preprocessing, which the parser never
touches. transformers decides availability from package metadata, so it ignores the stand-in.
The shims used are recorded in the table under ``generated_with.shims``.

Output format (the simulator depends on it; keep it exactly)::

    {"sglang_version": "0.5.9", "generated_by": "scripts/gen_flag_table.py",
     "generated_with": {"python": "3.11.7", "torch": "2.13.0+cpu", "transformers": ..., "shims": [...]},
     "options": [{"dest", "option_strings", "type", "action", "default", "choices", "nargs",
                  "required", "help"}, ...]}   # sorted by dest, then by first option string

Mappings:
- ``type``: the name of the parser's type callable. ``int``/``float``/``str`` as is. Mapped:
  ``json.loads``, ``orjson.loads``, SGLang's ``json_list_type`` (orjson.loads with a nicer error) and
  ``parse_cuda_graph_config_arg`` (0.5.17+: a JSON object checked per phase) -> ``"json"``;
  ``nullable_str`` ("" or "None" -> None, else the string) and ``parse_cuda_graph_backend_arg``
  (0.5.23: the string, rejecting the retired ``tc_piecewise``) -> ``"str"``; ``human_readable_int``
  (0.5.17+: an int, also "1k"/"1Ki") -> ``"int"`` (profiles write plain integers). No callable ->
  ``null`` (argparse passes the string through). Any other callable -> its ``__name__``, with a
  warning on stderr (none left in 0.5.9, 0.5.17 and 0.5.23).
- ``action``: argparse's registry name (``store``, ``store_true``, ``store_false``, ``append``,
  ``store_const``, ``count``, ``extend``...), ``boolean_optional`` for
  ``argparse.BooleanOptionalAction`` (``--x``/``--no-x``). SGLang's own classes:
  ``DeprecatedAction`` -> ``deprecated`` (0.5.9: takes no value, only logs a warning, no effect);
  ``LoRAPathAction`` -> ``lora_path`` (like ``store`` with ``nargs``; items may be JSON objects);
  0.5.17+: ``DeprecatedStoreTrueAction`` -> ``deprecated_store_true`` (like ``store_true``, warns),
  ``DeprecatedStoreConstAction`` -> ``deprecated_store_const`` (no value, or one of ``choices``;
  writes a fixed value to a newer option, warns), ``DeprecatedAliasStoreAction`` ->
  ``deprecated_alias`` (like ``store`` under an old name, warns).
- ``default``/``choices``: JSON-safe: tuples and sets become lists, enums their value, anything else
  not representable in JSON its ``repr()``; float infinities become the strings "inf"/"-inf".
- argparse's own ``-h/--help`` action is left out: it is the parser's, not SGLang's.
"""

from __future__ import annotations

import argparse
import enum
import importlib.abc
import importlib.machinery
import json
import math
import platform
import sys
import types
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
TABLE_DIR = REPO / "sim" / "sglang_sim" / "flag_tables"
JSON_TYPE_NAMES = {"loads", "json_list_type", "parse_cuda_graph_config_arg"}
STR_TYPE_NAMES = {"str", "nullable_str", "parse_cuda_graph_backend_arg"}
INT_TYPE_NAMES = {"int", "human_readable_int"}
CUSTOM_ACTIONS = {
    "DeprecatedAction": "deprecated",
    "LoRAPathAction": "lora_path",
    "DeprecatedStoreTrueAction": "deprecated_store_true",
    "DeprecatedStoreConstAction": "deprecated_store_const",
    "DeprecatedAliasStoreAction": "deprecated_alias",
}


def install_shims(names: list[str]) -> list[str]:
    """Stand in for each module (and all its submodules) whose real import fails.

    Returns the names that were actually shimmed (recorded in the table's ``generated_with``).
    """
    used = []
    for name in names:
        try:
            __import__(name)
            continue
        except Exception:  # noqa: BLE001 -- any import failure (ImportError, RuntimeError from ops) means shim
            for key in [k for k in sys.modules if k == name or k.startswith(name + ".")]:
                del sys.modules[key]
        used.append(name)
    if used:
        sys.meta_path.insert(0, _StandInFinder(used))
    return used


class _StandInFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves ``_StandIn`` modules for the shimmed names and every submodule below them."""

    def __init__(self, names: list[str]) -> None:
        self.names = names

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> importlib.machinery.ModuleSpec | None:
        if any(fullname == n or fullname.startswith(n + ".") for n in self.names):
            return importlib.machinery.ModuleSpec(fullname, self, is_package=True)
        return None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        return _StandIn(spec.name)

    def exec_module(self, module: types.ModuleType) -> None:
        module.__path__ = []
        # transformers 5 asks the version of any importable torchvision; "0.0.0" makes it pick its
        # torchvision-free code paths (is_torchvision_greater_or_equal(...) is False).
        module.__version__ = "0.0.0"
        module.__file__ = f"<stand-in for {module.__name__}>"


class _StandIn(types.ModuleType):
    """A module whose every attribute is a harmless callable stand-in (for module-level imports only)."""

    def __getattr__(self, attr: str) -> Any:
        if attr.startswith("__"):
            raise AttributeError(attr)
        return _StandInObject(f"{self.__name__}.{attr}")


class _StandInObject:
    def __init__(self, name: str) -> None:
        self._name = name

    def __call__(self, *args: Any, **kwargs: Any) -> _StandInObject:
        return self

    def __getattr__(self, attr: str) -> _StandInObject:
        return _StandInObject(f"{self._name}.{attr}")


def json_safe(value: Any) -> Any:
    """Return ``value`` as something ``json.dumps`` writes without loss of meaning (see module doc)."""
    if isinstance(value, enum.Enum):
        return json_safe(value.value)
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        if math.isnan(value):
            return "nan"
        return value
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((json_safe(v) for v in value), key=repr)
    if isinstance(value, dict):
        return {str(k): json_safe(v) for k, v in value.items()}
    return repr(value)


def type_name(action: argparse.Action) -> str | None:
    """Name of the action's type callable, mapped as the module doc says."""
    if action.type is None:
        return None
    name = getattr(action.type, "__name__", type(action.type).__name__)
    if name in JSON_TYPE_NAMES:
        return "json"
    if name in STR_TYPE_NAMES:
        return "str"
    if name in INT_TYPE_NAMES:
        return "int"
    if name not in {"int", "float", "bool"}:
        print(f"warning: {action.dest}: unmapped type callable {name!r} kept as is", file=sys.stderr)
    return name


def action_name(action: argparse.Action, parser: argparse.ArgumentParser) -> str:
    """Registry name of the action class (``store_true``...), or the mapped name of SGLang's own classes."""
    cls = type(action)
    if cls.__name__ in CUSTOM_ACTIONS:
        return CUSTOM_ACTIONS[cls.__name__]
    if cls is getattr(argparse, "BooleanOptionalAction", None):
        return "boolean_optional"
    for key, registered in parser._registries["action"].items():  # noqa: SLF001 -- argparse has no public map
        if registered is cls and key is not None:
            return str(key)
    print(f"warning: {action.dest}: unknown action class {cls.__name__}", file=sys.stderr)
    return cls.__name__


def dump_actions(parser: argparse.ArgumentParser) -> list[dict[str, Any]]:
    """Every option of the parser except argparse's own help, as table entries sorted by dest."""
    options = []
    for action in parser._actions:  # noqa: SLF001 -- the only complete list of a parser's actions
        if isinstance(action, argparse._HelpAction):  # noqa: SLF001
            continue
        options.append(
            {
                "dest": action.dest,
                "option_strings": list(action.option_strings),
                "type": type_name(action),
                "action": action_name(action, parser),
                "default": json_safe(action.default),
                "choices": json_safe(list(action.choices)) if action.choices is not None else None,
                "nargs": json_safe(action.nargs),
                "required": bool(action.required),
                "help": action.help if isinstance(action.help, str) else None,
            }
        )
    options.sort(key=lambda o: (o["dest"], o["option_strings"][0] if o["option_strings"] else ""))
    return options


def build_table(shims: list[str]) -> dict[str, Any]:
    """Import SGLang's ServerArgs (after shims), build its parser and return the whole table."""
    used = install_shims(shims)
    import sglang  # noqa: PLC0415 -- only importable in the generator's scratch environment
    import torch  # noqa: PLC0415
    from sglang.srt.server_args import ServerArgs  # noqa: PLC0415

    try:
        from importlib.metadata import version

        sglang_version = version("sglang")
    except Exception:  # noqa: BLE001 -- --target installs may lack metadata; fall back to the package
        sglang_version = getattr(sglang, "__version__", "unknown")
    parser = argparse.ArgumentParser()
    ServerArgs.add_cli_args(parser)
    generated_with: dict[str, Any] = {"python": platform.python_version(), "torch": torch.__version__}
    if "transformers" in sys.modules:  # only when server_args pulled it in: record what the parser saw
        generated_with["transformers"] = getattr(sys.modules["transformers"], "__version__", "unknown")
    generated_with["shims"] = used
    return {
        "sglang_version": sglang_version,
        "generated_by": "scripts/gen_flag_table.py",
        "generated_with": generated_with,
        "options": dump_actions(parser),
    }


def main(argv: list[str] | None = None) -> int:
    """CLI: write ``sglang-VERSION.json`` (or ``--output``) and print a one-line summary."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--output", type=Path, help="output file (default: sim/sglang_sim/flag_tables/sglang-VERSION.json)")
    ap.add_argument("--expect-version", help="fail unless the importable SGLang has this version")
    ap.add_argument("--shim", action="append", help="module to stand in for if its import fails (default: torchvision)")
    args = ap.parse_args(argv)
    table = build_table(args.shim if args.shim is not None else ["torchvision"])
    if args.expect_version and table["sglang_version"] != args.expect_version:
        print(f"error: importable SGLang is {table['sglang_version']}, expected {args.expect_version}", file=sys.stderr)
        return 1
    out = args.output or TABLE_DIR / f"sglang-{table['sglang_version']}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(table, indent=1, sort_keys=False, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{out.name}: {len(table['options'])} options, sglang {table['sglang_version']}, "
          f"torch {table['generated_with']['torch']}, shims {table['generated_with']['shims']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
