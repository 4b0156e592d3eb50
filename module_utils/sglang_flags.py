"""Validate and render SGLang server flags and tuning profiles against a flag table (pure, stdlib only).

A *flag table* (``sim/sglang_sim/flag_tables/sglang-VERSION.json``, written by
``scripts/gen_flag_table.py`` from ``sglang.srt.server_args.ServerArgs.add_cli_args``) lists every option
of ``python -m sglang.launch_server`` of one SGLang release: ``dest``, ``option_strings``, ``type``
(``int``/``float``/``str``/``json``/null), ``action`` (``store``, ``store_true``, ``deprecated``...),
``default``, ``choices``, ``nargs``, ``required``, ``help``.

Flags are written the way a profile writes them: a mapping from SGLang's option name *without* the
leading ``--`` (``tp-size``, ``nsa-prefill-backend``, ``disable-cuda-graph``) to a value. Rules, all
taken from how SGLang's argparse parser (``allow_abbrev`` on, the default) treats a command line:

- A key is an option string of the table, or an unambiguous prefix of exactly one (argparse's
  abbreviation: ``tp`` is ``--tp-size`` in 0.5.9). Rendering writes the full option string the key
  resolves to, so the argv does not depend on abbreviation rules.
- Keys with ``_`` are rejected with the dashed name suggested (argparse has no ``--tp_size``).
- ``store_true``/``store_false`` flags (any option taking no value) take a boolean: ``true`` puts the flag on the
  command line, ``false`` leaves it off. ``boolean_optional`` flags: ``true`` -> ``--x``, ``false`` -> ``--no-x``.
- A valued flag takes a scalar, rendered with ``str()``, and is valid when SGLang's type callable
  accepts that string and the result is among its ``choices``; YAML booleans (``yes``/``no``/``on``)
  and nulls are rejected for valued flags (they are nearly always a YAML slip). String options that SGLang
  parses as JSON itself (``json-model-override-args``) also take a mapping or list. ``nargs`` flags take a
  list (a scalar is one item); ``append`` flags take a list and repeat the flag; ``json`` flags take a
  mapping or list (rendered with ``json.dumps``) or a string holding JSON.

Every user-facing error names the source file and the key, and says what to change. Programming
errors (a malformed table, a non-mapping passed as flags) raise ``ValueError``.
"""

from __future__ import annotations

import difflib
import json
import math
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

SWITCH_ACTIONS = frozenset({"store_true", "store_false", "store_const", "deprecated_store_true"})
"""Actions that take no value on the command line (as does any option with ``nargs`` 0, e.g. 0.5.17's
``deprecated_store_const``); a profile gives them ``true`` or ``false``."""

TYPE_NAMES = frozenset({"int", "float", "str", "json", "bool"})

PROFILE_KEYS = ("description", "sglang_version", "server_flags", "load", "slo", "search", "sim", "tuned")
"""Top-level keys of a profile (docs/profiles.md); ``tuned`` is written by the tuner into NAME.tuned.yml."""

PROFILE_REQUIRED_KEYS = ("description", "server_flags", "load")

RESERVED_DESTS = {
    "host": "the server role sets --host from its own variables",
    "port": "the server role sets --port from its own variables (one port per server on a host)",
    "enable_metrics": "the server role always adds --enable-metrics (the tuner reads /metrics)",
}
"""Option dests a profile must not set, and why (the server role owns them)."""

LOAD_KEYS = {
    "backend": "sglang or sglang-oai (bench_serving --backend)",
    "dataset_name": "bench_serving --dataset-name, e.g. random-ids",
    "model": "model name the bench client sends (bench_serving --model), default: the served model name",
    "random_input_len": "input tokens per request, a positive integer",
    "random_output_len": "output tokens per request, a positive integer",
    "random_range_ratio": "a number in [0, 1]; 1.0 gives fixed lengths",
    "concurrency": "a non-empty list of positive integers, ascending",
    "prompts_per_concurrency": "prompts per level as a multiple of the concurrency, a positive number (5 or more "
                               "for steady state)",
    "min_prompts": "the fewest prompts a level sends, a positive integer",
    "request_rate": "requests/s, a positive number or inf",
    "warmup_requests": "warm-up requests before a level, an integer >= 0",
    "flush_cache": "true to flush the prefix cache before each level (bench_serving --flush-cache)",
    "repeat": "how many times each level is measured, a positive integer",
    "extra_shapes": "further input/output shapes measured at every level, a list of "
                    "{random_input_len, random_output_len}",
}
LOAD_DEFAULTS = {
    "backend": "sglang",
    "dataset_name": "random-ids",
    "random_range_ratio": 1.0,
    # SGLang's benchmarking guide (docs/developer_guide/benchmark_and_profiling.md): "Use num-prompts >=
    # 5 * max-concurrency to measure steady-state performance".
    "prompts_per_concurrency": 5,
    "min_prompts": 4,
    "request_rate": "inf",
    "warmup_requests": 1,
    "flush_cache": False,
    "repeat": 1,
    "extra_shapes": [],
}
"""Values of optional ``load`` keys a profile leaves out (role sglang_profile merges them in)."""
LOAD_REQUIRED_KEYS = ("random_input_len", "random_output_len", "concurrency")
LOAD_BACKENDS = ("sglang", "sglang-oai")
LOAD_DATASETS = ("random-ids", "random", "sharegpt", "generated-shared-prefix")
"""Datasets the kit supports offline; ``random``/``sharegpt`` need a local ``--dataset-path``."""

SLO_KEYS = {
    "min_output_throughput": "output tok/s a level must reach, a positive number",
    "max_p99_ttft_ms": "p99 time to first token in ms, a positive number",
    "max_p99_tpot_ms": "p99 time per output token in ms, a positive number",
}

SEARCH_KEYS = {
    "space": "a mapping of SGLang option names to {min, max, step} or {values: [...]}",
    "crash_boundary_tolerance": "bisect the crash boundary to within this many requests, a positive integer",
    "max_trials": "the most benchmark runs the search may use, a positive integer",
    "method": "the search method (the tuner documents its values), a string",
    "remedies": "per failure class remedies, a mapping (validated by the tuner)",
}

SIM_KEYS = {"preset": "the simulator preset (becomes SGLANG_SIM_PRESET for engine sim), a string"}

_VERSION_RE = re.compile(r"^\d+(\.\d+)*$")


# --------------------------------------------------------------------------------------------- tables
def load_flag_table(path: str | Path) -> dict[str, Any]:
    """Read a flag table JSON file and check its shape.

    Returns the table dict (``sglang_version``, ``options`` list, ...). Raises ``ValueError`` naming the
    file when it is missing, not JSON, or lacks the keys ``scripts/gen_flag_table.py`` writes.
    """
    p = Path(path)
    try:
        table = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise ValueError(f"flag table {p} does not exist; generate it with scripts/gen_flag_table.py") from exc
    except json.JSONDecodeError as exc:
        raise ValueError(f"flag table {p} is not valid JSON: {exc}") from exc
    check_flag_table(table, source=str(p))
    return table


def check_flag_table(table: Any, *, source: str = "flag table") -> None:
    """Raise ``ValueError`` unless ``table`` has the generator's shape (see module doc)."""
    if not isinstance(table, Mapping) or not isinstance(table.get("options"), list):
        raise ValueError(f"{source}: not a flag table (needs a mapping with an 'options' list)")
    if not isinstance(table.get("sglang_version"), str):
        raise ValueError(f"{source}: flag table lacks 'sglang_version'")
    for i, opt in enumerate(table["options"]):
        if not isinstance(opt, Mapping) or not {"dest", "option_strings", "action"} <= set(opt):
            raise ValueError(f"{source}: options[{i}] lacks dest/option_strings/action")


def _option_index(table: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
    """Map every long option name without ``--`` (``tp-size``) to its table entry."""
    check_flag_table(table)
    index: dict[str, Mapping[str, Any]] = {}
    for opt in table["options"]:
        for s in opt["option_strings"]:
            if s.startswith("--"):
                index[s[2:]] = opt
    return index


def resolve_flag(table: Mapping[str, Any], key: str) -> tuple[str | None, list[str]]:
    """Resolve a profile key the way argparse resolves an option.

    Returns ``(name, [])`` with the full option name (no ``--``) for an exact or unambiguous-prefix
    match, ``(None, candidates)`` for an ambiguous prefix, ``(None, [])`` when nothing matches.
    """
    index = _option_index(table)
    if key in index:
        return key, []
    if not key:
        return None, []
    matches = sorted(name for name in index if name.startswith(key))
    if len(matches) == 1:
        return matches[0], []
    return None, matches


def flag_exists_in(table: Mapping[str, Any], key: str) -> bool:
    """True when ``key`` (option name without ``--``, or an unambiguous prefix) is an option of ``table``."""
    return resolve_flag(table, key)[0] is not None


def versions_with_flag(tables: Mapping[str, Mapping[str, Any]] | list[Mapping[str, Any]], key: str) -> list[str]:
    """SGLang versions (sorted numerically) among ``tables`` that know the option ``key`` exactly."""
    items = tables.values() if isinstance(tables, Mapping) else tables
    found = {t["sglang_version"] for t in items if key in _option_index(t)}
    return sorted(found, key=version_tuple)


def version_tuple(version: str) -> tuple[int, ...]:
    """``"0.5.17"`` -> ``(0, 5, 17)``; non-numeric parts (``rc1``) are dropped. Raises ValueError on no digits."""
    parts = [int(m) for m in re.findall(r"\d+", str(version).split("+")[0])]
    if not parts:
        raise ValueError(f"not a version: {version!r}")
    return tuple(parts)


# ------------------------------------------------------------------------------------------ validation
def _describe(value: Any) -> str:
    return json.dumps(value) if isinstance(value, (bool, type(None))) else repr(value)


def _convert(type_name: str | None, text: str) -> Any:
    """Apply the parser's type callable to ``text``, as argparse would. Raises ValueError if it rejects it."""
    if type_name == "int":
        return int(text)
    if type_name == "float":
        return float(text)
    if type_name == "json":
        return json.loads(text)
    if type_name == "bool":
        if text.lower() not in {"true", "false", "1", "0"}:
            raise ValueError(text)
        return text.lower() in {"true", "1"}
    return text


def _scalar_text(value: Any) -> str:
    """The command-line token for one scalar value (see render rules in the module doc)."""
    if isinstance(value, float) and math.isinf(value):
        return "inf" if value > 0 else "-inf"
    if isinstance(value, (dict, list)):
        return json.dumps(value, separators=(",", ":"))
    return str(value)


def _takes_json_text(opt: Mapping[str, Any]) -> bool:
    """True for string options that SGLang parses as JSON itself (``--json-model-override-args``)."""
    default = opt.get("default")
    return opt.get("type") in (None, "str") and (
        "json" in str(opt.get("dest")) or (isinstance(default, str) and default[:1] in ("{", "["))
    )


def _check_scalar(value: Any, opt: Mapping[str, Any], where: str) -> str | None:
    """Error for one value of a valued option, or None when SGLang's parser would accept it."""
    type_name = opt.get("type")
    expected = {"int": "an integer", "float": "a number", "json": "a mapping, a list or a JSON string"}.get(
        type_name or "", "a string"
    )
    if isinstance(value, bool) or value is None:
        hint = " (YAML reads yes/no/on/off as booleans; quote the value)" if isinstance(value, bool) else ""
        if value is None:
            hint = f"; remove the key to keep SGLang's default ({_describe(opt.get('default'))})"
        return f"{where}: {_describe(value)} is not {expected}{hint}"
    if type_name == "json":
        if isinstance(value, (dict, list)):
            return None
        if isinstance(value, str):
            try:
                json.loads(value)
            except ValueError:
                return f"{where}: {value!r} is not valid JSON; write a YAML mapping or list instead"
            return None
        return f"{where}: {_describe(value)} is not {expected}"
    if isinstance(value, (dict, list)):
        if _takes_json_text(opt):
            return None
        return f"{where}: {_describe(value)} is not {expected}"
    if type_name == "int" and isinstance(value, float):
        return f"{where}: {value!r} is not an integer"
    try:
        converted = _convert(type_name, _scalar_text(value))
    except ValueError:
        return f"{where}: {value!r} is not {expected}"
    choices = opt.get("choices")
    if choices is not None and converted not in choices and _scalar_text(value) not in [str(c) for c in choices]:
        close = difflib.get_close_matches(str(value), [str(c) for c in choices], n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        return f"{where}: {value!r} is not one of SGLang's choices {', '.join(map(str, choices))}{hint}"
    return None


def _is_switch(opt: Mapping[str, Any]) -> bool:
    """True for options given without a value (``--disable-cuda-graph``)."""
    return opt.get("action") in SWITCH_ACTIONS or (opt.get("nargs") == 0 and opt.get("action") != "count")


def _check_value(value: Any, opt: Mapping[str, Any], where: str, version: str) -> list[str]:
    """Errors for the value of one resolved option."""
    action = opt.get("action")
    if action == "deprecated":
        return [f"{where}: deprecated in SGLang {version} (it has no effect there); remove the key"]
    if _is_switch(opt) or action == "boolean_optional":
        if not isinstance(value, bool):
            return [f"{where}: takes true or false (true adds the flag, false leaves it off), not {_describe(value)}"]
        return []
    if action == "count":
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            return [f"{where}: counts how often the flag is given: an integer >= 0, not {_describe(value)}"]
        return []
    nargs = opt.get("nargs")
    many = action in {"append", "extend"} or nargs in ("*", "+") or (isinstance(nargs, int) and nargs > 1)
    if many and (opt.get("type") != "json" or isinstance(value, list)):
        items = value if isinstance(value, list) else [value]
        if not items and (nargs == "+" or action in {"append", "extend"}):
            return [f"{where}: needs at least one value; remove the key to keep SGLang's default"]
        if isinstance(nargs, int) and nargs > 1 and action not in {"append", "extend"} and len(items) != nargs:
            return [f"{where}: takes exactly {nargs} values, got {len(items)}"]
        errors = []
        for i, item in enumerate(items):
            err = _check_scalar(item, opt, f"{where}[{i}]" if isinstance(value, list) else where)
            if err:
                errors.append(err)
        return errors
    if nargs == "?" and value is None:
        return []
    if isinstance(value, list) and opt.get("type") != "json":
        return [f"{where}: takes one value, not a list"]
    err = _check_scalar(value, opt, where)
    return [err] if err else []


_OPTION_IN_HELP = re.compile(r"--([a-z0-9][a-z0-9-]*)")


def _replacement_in_other_versions(key: str, table: Mapping[str, Any], other_tables: Any) -> tuple[str, str] | None:
    """``(new_name, version)`` when another table marks ``--key`` deprecated and its help names an option
    this table has (0.5.17: "--nsa-prefill-backend: [Deprecated] Use --dsa-prefill-backend instead.")."""
    index = _option_index(table)
    items = other_tables.values() if isinstance(other_tables, Mapping) else other_tables or []
    for other in sorted(items, key=lambda t: version_tuple(t["sglang_version"]), reverse=True):
        opt = _option_index(other).get(key)
        if not opt or not str(opt.get("action", "")).startswith("deprecated"):
            continue
        for name in _OPTION_IN_HELP.findall(str(opt.get("help") or "")):
            if name != key and name in index:
                return name, other["sglang_version"]
    return None


def _unknown_key_error(key: str, table: Mapping[str, Any], where: str, other_tables: Any) -> str:
    """Error for a key that no option of ``table`` matches: suggestions and other versions that know it."""
    version = table["sglang_version"]
    index = _option_index(table)
    elsewhere = [v for v in versions_with_flag(other_tables or [], key) if v != version]
    renamed = _replacement_in_other_versions(key, table, other_tables)
    if elsewhere and renamed:
        new_name, old_version = renamed
        return (f"{where}: --{key} does not exist in SGLang {version}, the version of this host; it exists in "
                f"SGLang {', '.join(elsewhere)}, and {old_version} marks it deprecated in favour of --{new_name}: "
                f"write {new_name} for {version}, or use a host or sglang_version that has --{key}")
    if elsewhere:
        close = difflib.get_close_matches(key, list(index), n=3, cutoff=0.6)
        hint = f" (similar options in {version}: {', '.join(close)})" if close else ""
        return (f"{where}: --{key} does not exist in SGLang {version}, the version of this host; it exists in "
                f"SGLang {', '.join(elsewhere)}. Change the flag for {version}{hint} or use a host or "
                "sglang_version that has it")
    close = difflib.get_close_matches(key, list(index), n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(close)}?" if close else "; see `python -m sglang.launch_server --help`"
    return f"{where}: --{key} is not an SGLang {version} server option{hint}"


def _resolve_key(key: Any, table: Mapping[str, Any], where: str, other_tables: Any) -> tuple[str | None, str | None]:
    """Resolve a profile key to a full option name, or return the error sentence for it."""
    version = table["sglang_version"]
    if not isinstance(key, str) or not key:
        return None, f"{where}: flag names are strings (SGLang option names without the leading --)"
    if key.startswith("-"):
        return None, f"{where}: write the option name without the leading dashes: {key.lstrip('-')}"
    if "_" in key:
        dashed = key.replace("_", "-")
        name, _ = resolve_flag(table, dashed)
        if name:
            return None, f"{where}: SGLang option names use dashes: write {dashed} (--{name}), not {key}"
        return None, _unknown_key_error(dashed, table, where, other_tables) + f" (written as {key})"
    name, ambiguous = resolve_flag(table, key)
    if name is None and ambiguous:
        more = f" and {len(ambiguous) - 5} more" if len(ambiguous) > 5 else ""
        shown = ", ".join("--" + a for a in ambiguous[:5]) + more
        if [v for v in versions_with_flag(other_tables or [], key) if v != version]:
            return None, (_unknown_key_error(key, table, where, other_tables)
                          + f" (in {version} it is only an ambiguous abbreviation of {shown})")
        return None, (f"{where}: --{key} is ambiguous in SGLang {version} (it could be {shown}); "
                      "write the full option name")
    if name is None:
        return None, _unknown_key_error(key, table, where, other_tables)
    return name, None


def validate_flags(
    flags: Mapping[str, Any],
    table: Mapping[str, Any],
    *,
    source: str,
    prefix: str = "",
    other_tables: Mapping[str, Mapping[str, Any]] | list[Mapping[str, Any]] | None = None,
    check_required: bool = False,
) -> list[str]:
    """Check profile flags against a flag table the way SGLang's parser would, and refuse the values it accepts
    that the real server then fails or hangs on (``_BAD_AT_RUNTIME``: ``max-running-requests`` <= 0,
    ``chunked-prefill-size`` < -1, ``tp-size`` < 1, ``context-length`` <= 0, ``mem-fraction-static`` <= 0,
    ``page-size`` < 1, ``max-total-tokens`` <= 0, ``stream-interval`` < 1, ``watchdog-timeout`` <= 1 s, each seen on
    real SGLang 0.5.17).

    ``flags``: option name without ``--`` -> value (module doc). ``source``: the file the flags came
    from, named in every error. ``prefix``: the path of the mapping inside that file
    (``server_flags``). ``other_tables``: tables of other SGLang versions, used to say which versions
    know a flag this one lacks. ``check_required``: also report required options (``model-path``) that
    are missing. Returns a list of error sentences, empty when valid. Raises ``ValueError`` when
    ``flags`` is not a mapping or ``table`` is malformed.
    """
    if not isinstance(flags, Mapping):
        raise ValueError(f"validate_flags needs a mapping of flags, got {type(flags).__name__}")
    check_flag_table(table)
    version = table["sglang_version"]
    index = _option_index(table)
    errors: list[str] = []
    seen: dict[str, str] = {}
    for key, value in flags.items():
        where = f"{source}: {prefix + '.' if prefix else ''}{key}"
        name, error = _resolve_key(key, table, where, other_tables)
        if name is None:
            errors.append(error or where)
            continue
        opt = index[name]
        if opt["dest"] in seen:
            errors.append(f"{where}: the same option as {seen[opt['dest']]} (--{name}); keep one of them")
            continue
        seen[opt["dest"]] = key
        value_errors = _check_value(value, opt, where, version)
        errors.extend(value_errors or _check_runtime_value(opt["dest"], value, where))
    if check_required:
        for opt in table["options"]:
            if opt.get("required") and opt["dest"] not in seen:
                names = [s[2:] for s in opt["option_strings"] if s.startswith("--")]
                alias = f" (or {', '.join(names[1:])})" if len(names) > 1 else ""
                errors.append(f"{source}: {prefix + ': ' if prefix else ''}SGLang requires {names[0]}{alias}; add it")
    return errors


#: Values SGLang's parser accepts that real SGLang 0.5.17 then fails on late (after loading the weights, which takes
#: minutes on a large model) or never finishes starting with, each seen on the H200 test host (the logs are in
#: tests/corpus/, named below). Argparse dest (``--tp-size`` is ``tensor_parallel_size``) -> (the value is bad, what to
#: do instead).
_H200 = "tests/corpus/"  # where the real logs named below are kept
_BAD_AT_RUNTIME: dict[str, tuple[Callable[[float], bool], str]] = {
    "max_running_requests": (
        lambda v: v <= 0,
        f"admits no request: 0 fails the start with 'max_running_request is zero' (tp_worker.py, "
        f"{_H200}validation-r15/startup_failure/h200-max_running_zero.log), a negative value makes the warm-up request "
        "wait forever; give a positive count or remove the key"),
    "chunked_prefill_size": (
        lambda v: v < -1,
        "below -1 passes SGLang's parser and its own checks, then the warm-up request never finishes and the server "
        f"never becomes ready ({_H200}validation-r20/graceful_stop/h200-chunked_prefill_negative.log, stopped after "
        "90 s); -1 disables chunked prefill, a positive value sets the chunk in tokens"),
    "tensor_parallel_size": (
        lambda v: v < 1,
        "starts no tensor-parallel rank: the launch fails after its scheduler step with an IndexError "
        f"({_H200}validation-r19/startup_failure/h200-tp_size_zero.log); give 1 or more"),
    "context_length": (
        lambda v: v <= 0,
        "fails the start once the model is loaded ('zeros: Dimension size must be non-negative', "
        f"{_H200}validation-r17/startup_failure/h200-context_len_negative.log); give a positive token count or remove "
        "the key (the model's own length)"),
    "mem_fraction_static": (
        lambda v: v <= 0,
        "leaves no GPU memory for the KV cache: the start fails once the weights are loaded "
        f"({_H200}validation-r17/kv_cache_oom/h200-mem_fraction_zero.log); give a fraction between 0 and 1, e.g. 0.85"),
    "page_size": (
        lambda v: v < 1,
        "divides by zero in the KV pool's set-up (ZeroDivisionError, "
        f"{_H200}validation-r17/startup_failure/h200-page_size_zero.log); give 1 or more"),
    "max_total_tokens": (
        lambda v: v <= 0,
        "fails the start once the weights are loaded, with a misleading 'Not enough memory. Please try to increase "
        f"--mem-fraction-static' ({_H200}validation-r22/startup_failure/h200-max_total_tokens_negative.log); give a "
        "positive token count or remove the key (the pool then takes what --mem-fraction-static leaves)"),
    "watchdog_timeout": (
        lambda v: v <= 1,
        "is shorter than the first forward batch (the warm-up request, which compiles the attention kernels): the "
        "scheduler's watchdog fires on it and SIGQUITs the server, which never serves "
        f"({_H200}validation-r24/watchdog_hang/h200-watchdog_tiny.log at 0.005 s, "
        f"{_H200}validation-r25/watchdog_hang/h200-watchdog_1s.log at 1 s); SGLang's default is 300, a large model's "
        "prefill can take tens of seconds: give 60 or more, or remove the key"),
    "stream_interval": (
        lambda v: v < 1,
        "passes SGLang's parser and its own checks, then the warm-up request never finishes and the server never "
        f"becomes ready ({_H200}validation-r22/graceful_stop/h200-stream_interval_zero.log, stopped after 90 s); give "
        "1 or more"),
}


def _check_runtime_value(dest: str, value: Any, where: str) -> list[str]:
    """Errors for a value SGLang's parser accepts but the real server fails or hangs on (``_BAD_AT_RUNTIME``)."""
    check = _BAD_AT_RUNTIME.get(dest)
    if check is None or isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return []
    try:
        number = float(value)
    except ValueError:
        return []
    bad, advice = check
    return [f"{where}: {value} {advice}"] if bad(number) else []


# ------------------------------------------------------------------------------------------- rendering
def render_argv(flags: Mapping[str, Any], table: Mapping[str, Any]) -> list[str]:
    """Render validated flags into launch_server argv, in the order of ``flags``.

    ``true`` boolean flags -> ``--flag``, ``false`` -> nothing (``boolean_optional``: ``--no-flag``);
    valued flags -> ``--flag VALUE`` with ``str()`` (floats as Python writes them, ``inf`` as "inf");
    nargs lists -> ``--flag V1 V2``; ``append`` lists -> ``--flag V1 --flag V2``; json mappings/lists ->
    one compact JSON token. Keys are written as the full option string they resolve to. Raises
    ``ValueError`` for a key the table does not know (validate first).
    """
    if not isinstance(flags, Mapping):
        raise ValueError(f"render_argv needs a mapping of flags, got {type(flags).__name__}")
    index = _option_index(table)
    argv: list[str] = []
    for key, value in flags.items():
        name, _ = resolve_flag(table, key) if isinstance(key, str) else (None, [])
        if name is None:
            raise ValueError(f"render_argv: {key!r} is not an option of SGLang {table['sglang_version']}; "
                             "validate the flags first")
        opt = index[name]
        action = opt.get("action")
        flag = "--" + name
        if action == "boolean_optional":
            argv.append(flag if value else "--no-" + name)
        elif action == "deprecated" or _is_switch(opt):
            if value:
                argv.append(flag)
        elif action == "count":
            argv.extend([flag] * int(value))
        elif action in {"append", "extend"}:
            for item in value if isinstance(value, list) else [value]:
                argv.extend([flag, _scalar_text(item)])
        elif opt.get("nargs") == "?" and value is None:
            argv.append(flag)
        elif opt.get("type") == "json" and not (opt.get("nargs") not in (None, "?") and isinstance(value, list)):
            argv.extend([flag, value if isinstance(value, str) else _scalar_text(value)])
        elif opt.get("nargs") not in (None, "?"):
            argv.append(flag)
            argv.extend(_scalar_text(v) for v in (value if isinstance(value, list) else [value]))
        else:
            argv.extend([flag, _scalar_text(value)])
    return argv


# -------------------------------------------------------------------------------------------- profiles
def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_pos_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def _check_keys(section: Mapping[str, Any], allowed: Mapping[str, str] | tuple[str, ...], where: str) -> list[str]:
    errors = []
    for key in section:
        if key not in allowed:
            close = difflib.get_close_matches(str(key), list(allowed), n=1)
            hint = f"did you mean {close[0]}?" if close else f"allowed: {', '.join(allowed)}"
            errors.append(f"{where}.{key}: unknown key; {hint}")
    return errors


def _validate_load(load: Any, source: str) -> list[str]:
    where = f"{source}: load"
    if not isinstance(load, Mapping):
        return [f"{where}: must be a mapping ({', '.join(LOAD_REQUIRED_KEYS)}...)"]
    errors = _check_keys(load, LOAD_KEYS, where)
    errors += [f"{where}: missing {k} ({LOAD_KEYS[k]})" for k in LOAD_REQUIRED_KEYS if k not in load]
    if "backend" in load and load["backend"] not in LOAD_BACKENDS:
        errors.append(f"{where}.backend: {load['backend']!r} is not one of {', '.join(LOAD_BACKENDS)}")
    if "dataset_name" in load and load["dataset_name"] not in LOAD_DATASETS:
        errors.append(f"{where}.dataset_name: {load['dataset_name']!r} is not one of {', '.join(LOAD_DATASETS)}")
    for key in ("random_input_len", "random_output_len", "min_prompts", "repeat"):
        if key in load and not _is_pos_int(load[key]):
            errors.append(f"{where}.{key}: {_describe(load[key])} is not {LOAD_KEYS[key].split(', ')[-1]}")
    if "random_range_ratio" in load:
        v = load["random_range_ratio"]
        if not _is_number(v) or not 0 <= v <= 1:
            errors.append(f"{where}.random_range_ratio: {_describe(v)} is not a number in [0, 1]")
    if "prompts_per_concurrency" in load:
        v = load["prompts_per_concurrency"]
        if not _is_number(v) or v <= 0:
            errors.append(f"{where}.prompts_per_concurrency: {_describe(v)} is not a positive number")
    if "request_rate" in load:
        v = load["request_rate"]
        ok = (_is_number(v) and v > 0) or (isinstance(v, str) and v.lower() in {"inf", "infinity"})
        if not ok:
            errors.append(f"{where}.request_rate: {_describe(v)} is not a positive number or inf")
    if "warmup_requests" in load:
        v = load["warmup_requests"]
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            errors.append(f"{where}.warmup_requests: {_describe(v)} is not an integer >= 0")
    if "model" in load and (not isinstance(load["model"], str) or not load["model"]):
        errors.append(f"{where}.model: {_describe(load['model'])} is not a model name")
    if "flush_cache" in load and not isinstance(load["flush_cache"], bool):
        errors.append(f"{where}.flush_cache: {_describe(load['flush_cache'])} is not true or false")
    if "extra_shapes" in load:
        errors += _validate_shapes(load["extra_shapes"], where, load)
    if "concurrency" in load:
        levels = load["concurrency"]
        if not isinstance(levels, list) or not levels:
            errors.append(f"{where}.concurrency: {_describe(levels)} is not a non-empty list of positive integers")
        else:
            bad = [lv for lv in levels if not _is_pos_int(lv)]
            if bad:
                errors.append(f"{where}.concurrency: {', '.join(map(_describe, bad))} not positive integers")
            elif levels != sorted(set(levels)):
                errors.append(f"{where}.concurrency: levels must be ascending without repeats, got {levels}")
    return errors


SHAPE_KEYS = {
    "random_input_len": "input tokens per request, a positive integer",
    "random_output_len": "output tokens per request, a positive integer",
}


def _validate_shapes(shapes: Any, where: str, load: Mapping[str, Any]) -> list[str]:
    """``load.extra_shapes``: a list of {random_input_len, random_output_len}, none repeating the main shape."""
    if not isinstance(shapes, list):
        return [f"{where}.extra_shapes: {_describe(shapes)} is not a list of {{random_input_len, random_output_len}}"]
    errors: list[str] = []
    seen = {(load.get("random_input_len"), load.get("random_output_len"))}
    for index, shape in enumerate(shapes):
        at = f"{where}.extra_shapes[{index}]"
        if not isinstance(shape, Mapping):
            errors.append(f"{at}: {_describe(shape)} is not a mapping {{random_input_len, random_output_len}}")
            continue
        errors += _check_keys(shape, SHAPE_KEYS, at)
        errors += [f"{at}: missing {k} ({SHAPE_KEYS[k]})" for k in SHAPE_KEYS if k not in shape]
        errors += [f"{at}.{k}: {_describe(shape[k])} is not a positive integer"
                   for k in SHAPE_KEYS if k in shape and not _is_pos_int(shape[k])]
        key = (shape.get("random_input_len"), shape.get("random_output_len"))
        if key in seen:
            errors.append(f"{at}: shape {key[0]} in / {key[1]} out is listed twice (the main shape is "
                          "random_input_len/random_output_len)")
        seen.add(key)
    return errors


def _validate_slo(slo: Any, source: str) -> list[str]:
    where = f"{source}: slo"
    if not isinstance(slo, Mapping):
        return [f"{where}: must be a mapping ({', '.join(SLO_KEYS)})"]
    errors = _check_keys(slo, SLO_KEYS, where)
    for key, value in slo.items():
        if key in SLO_KEYS and value is not None and (not _is_number(value) or value <= 0):
            errors.append(f"{where}.{key}: {_describe(value)} is not a positive number")
    return errors


def _validate_search(search: Any, table: Mapping[str, Any], source: str, other_tables: Any) -> list[str]:
    where = f"{source}: search"
    if not isinstance(search, Mapping):
        return [f"{where}: must be a mapping ({', '.join(SEARCH_KEYS)})"]
    errors = _check_keys(search, SEARCH_KEYS, where)
    for key in ("crash_boundary_tolerance", "max_trials"):
        if key in search and not _is_pos_int(search[key]):
            errors.append(f"{where}.{key}: {_describe(search[key])} is not a positive integer")
    if "method" in search and not isinstance(search["method"], str):
        errors.append(f"{where}.method: {_describe(search['method'])} is not a string")
    if "remedies" in search and not isinstance(search["remedies"], Mapping):
        errors.append(f"{where}.remedies: must be a mapping of failure class to remedy")
    space = search.get("space", {})
    if not isinstance(space, Mapping):
        return errors + [f"{where}.space: must be a mapping of SGLang option names to ranges"]
    index = _option_index(table)
    for key, axis in space.items():
        axis_where = f"{where}.space.{key}"
        name, error = _resolve_key(key, table, axis_where, other_tables)
        if name is None:
            errors.append(error or axis_where)
            continue
        opt = index[name]
        if not isinstance(axis, Mapping):
            errors.append(f"{axis_where}: must be {{min, max, step}} or {{values: [...]}}")
            continue
        errors += _check_keys(axis, ("min", "max", "step", "values"), axis_where)
        if "values" in axis:
            values = axis["values"]
            if not isinstance(values, list) or not values:
                errors.append(f"{axis_where}.values: must be a non-empty list")
            else:
                for i, v in enumerate(values):
                    errors.extend(_check_value(v, opt, f"{axis_where}.values[{i}]", table["sglang_version"]))
            if {"min", "max", "step"} & set(axis):
                errors.append(f"{axis_where}: give either values or min/max/step, not both")
            continue
        if opt.get("type") not in {"int", "float"}:
            errors.append(f"{axis_where}: --{key} is not numeric; give a values list instead of min/max/step")
            continue
        missing = [k for k in ("min", "max", "step") if k not in axis]
        if missing:
            errors.append(f"{axis_where}: missing {', '.join(missing)}")
            continue
        for k in ("min", "max"):
            errors.extend(_check_value(axis[k], opt, f"{axis_where}.{k}", table["sglang_version"]))
        if not _is_number(axis["step"]) or axis["step"] <= 0 or (opt.get("type") == "int"
                                                                  and not isinstance(axis["step"], int)):
            errors.append(f"{axis_where}.step: {_describe(axis['step'])} is not a positive "
                          f"{'integer' if opt.get('type') == 'int' else 'number'}")
        if _is_number(axis["min"]) and _is_number(axis["max"]) and axis["min"] >= axis["max"]:
            errors.append(f"{axis_where}: min {axis['min']} must be below max {axis['max']}")
    return errors


def _validate_version_range(spec: Any, table: Mapping[str, Any], source: str) -> list[str]:
    where = f"{source}: sglang_version"
    if not isinstance(spec, Mapping):
        return [f"{where}: must be a mapping with min and/or max (e.g. {{min: '0.5.9'}})"]
    errors = _check_keys(spec, ("min", "max"), where)
    have = table["sglang_version"]
    for key in ("min", "max"):
        if key not in spec:
            continue
        value = str(spec[key])
        if not _VERSION_RE.match(value):
            errors.append(f"{where}.{key}: {spec[key]!r} is not a version such as '0.5.9' (quote it in YAML)")
            continue
        too_old = key == "min" and version_tuple(have) < version_tuple(value)
        too_new = key == "max" and version_tuple(have) > version_tuple(value)
        if too_old or too_new:
            errors.append(f"{where}.{key}: the profile needs SGLang {'>=' if too_old else '<='} {value}, this host "
                          f"has {have}; use another profile or set sglang_version for the host")
    return errors


def validate_profile(
    profile: Any,
    table: Mapping[str, Any],
    *,
    source: str,
    other_tables: Mapping[str, Mapping[str, Any]] | list[Mapping[str, Any]] | None = None,
) -> list[str]:
    """Check a whole tuning profile (docs/profiles.md) against the flag table of the host's SGLang.

    ``source``: the profile file, named in every error. Checks: top-level keys, ``sglang_version``
    range, ``server_flags`` (``validate_flags`` with required options, and no option the server role
    owns: host, port, enable-metrics), ``load``, ``slo``, ``search.space`` against the table, ``sim``.
    Returns a list of error sentences, empty when valid. Raises ``ValueError`` for a malformed table.
    """
    check_flag_table(table)
    if not isinstance(profile, Mapping):
        return [f"{source}: a profile is a YAML mapping with {', '.join(PROFILE_REQUIRED_KEYS)}, "
                f"got {type(profile).__name__}"]
    errors = _check_keys(profile, PROFILE_KEYS, f"{source}: ")
    errors = [e.replace(": .", ": ", 1) for e in errors]
    errors += [f"{source}: missing top-level key {k}" for k in PROFILE_REQUIRED_KEYS if k not in profile]
    if "description" in profile and not isinstance(profile["description"], str):
        errors.append(f"{source}: description: must be a string")
    if "sglang_version" in profile:
        errors += _validate_version_range(profile["sglang_version"], table, source)
    flags = profile.get("server_flags")
    if "server_flags" in profile:
        if not isinstance(flags, Mapping) or not flags:
            errors.append(f"{source}: server_flags: must be a non-empty mapping of SGLang option names to values")
        else:
            errors += validate_flags(flags, table, source=source, prefix="server_flags",
                                     other_tables=other_tables, check_required=True)
            index = _option_index(table)
            for key in flags:
                name = resolve_flag(table, key)[0] if isinstance(key, str) else None
                if name and index[name]["dest"] in RESERVED_DESTS:
                    errors.append(f"{source}: server_flags.{key}: remove it from the profile: "
                                  f"{RESERVED_DESTS[index[name]['dest']]}")
    if "load" in profile:
        errors += _validate_load(profile["load"], source)
    if profile.get("slo") is not None:
        errors += _validate_slo(profile["slo"], source)
    if profile.get("search") is not None:
        errors += _validate_search(profile["search"], table, source, other_tables)
    if profile.get("sim") is not None:
        sim = profile["sim"]
        if not isinstance(sim, Mapping):
            errors.append(f"{source}: sim: must be a mapping ({', '.join(SIM_KEYS)})")
        else:
            errors += _check_keys(sim, SIM_KEYS, f"{source}: sim")
            if "preset" in sim and (not isinstance(sim["preset"], str) or not sim["preset"]):
                errors.append(f"{source}: sim.preset: {_describe(sim['preset'])} is not a preset name")
    if "tuned" in profile and not isinstance(profile["tuned"], Mapping):
        errors.append(f"{source}: tuned: must be a mapping (written by the tuner)")
    return errors


def load_with_defaults(load: Mapping[str, Any]) -> dict[str, Any]:
    """A validated profile's ``load`` with every optional key filled from ``LOAD_DEFAULTS``.

    ``request_rate`` is returned as given (a number, or the string "inf"); a YAML ``.inf`` float is
    returned as "inf", the spelling bench_serving's ``--request-rate`` takes.
    """
    merged = {**LOAD_DEFAULTS, **dict(load)}
    merged["extra_shapes"] = [dict(shape) for shape in merged["extra_shapes"] or []]  # never the default's list
    rate = merged["request_rate"]
    if isinstance(rate, float) and math.isinf(rate):
        merged["request_rate"] = "inf"
    return merged
