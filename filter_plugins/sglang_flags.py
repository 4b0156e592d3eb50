"""Filters that validate SGLang server flags / tuning profiles and render flags into launch_server argv."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from ansible.errors import AnsibleFilterError

try:
    from sglang_kit.kit_module_utils import import_module_util
except ImportError:  # a checkout used without installing its package (make setup does): the one beside this file
    sys.path.append(str(Path(__file__).resolve().parents[1]))
    from sglang_kit.kit_module_utils import import_module_util

DOCUMENTATION = r"""
name: sglang_validate_flags
short_description: Validate SGLang server flags against a flag table generated from SGLang's parser
version_added: "0.1.0"
description:
  - Checks a mapping of SGLang option names (without the leading C(--)) to values against the flag table of
    one SGLang release (C(sim/sglang_sim/flag_tables/sglang-VERSION.json)), the way SGLang's own argparse
    parser would treat the rendered command line.
  - Returns the flags unchanged when they are valid, so it can be chained into C(sglang_render_argv).
  - Raises an error listing every problem, each naming the source file and the key, when they are not.
  - Companion filters in this file, documented in their docstrings and in docs/profiles.md;
    C(sglang_render_argv) (flags to argv list), C(sglang_profile_errors) (a whole profile to a list of error
    sentences, empty when valid), C(sglang_profile_load) (a profile's load with defaults filled in),
    C(sglang_flag_exists) (does a flag exist in a table) and
    C(sglang_versions_with_flag) (which tables know a flag).
positional: _input, table
options:
  _input:
    description: Mapping of SGLang option names without C(--) to values (C(true)/C(false) for switches).
    type: dict
    required: true
  table:
    description: A flag table as loaded from its JSON file (C(lookup('ansible.builtin.file', path) | from_json)).
    type: dict
    required: true
  source:
    description: The file the flags came from, named in every error message.
    type: str
    default: flags
  prefix:
    description: Path of the mapping inside that file, e.g. C(server_flags).
    type: str
    default: ""
  other_tables:
    description: Flag tables of other SGLang versions, used to say which versions know a flag this one lacks.
    type: list
    elements: dict
    default: []
author:
  - SGLang kit maintainers
"""

EXAMPLES = r"""
- name: Validate and render a profile's server flags
  ansible.builtin.set_fact:
    sglang_profile_argv: >-
      {{ profile.server_flags
         | sglang_validate_flags(table, source='profiles/high-concurrency.yml', prefix='server_flags')
         | sglang_render_argv(table) }}

- name: Collect every error of a whole profile (empty list when valid)
  ansible.builtin.set_fact:
    sglang_profile_errors_found: >-
      {{ profile | sglang_profile_errors(table, source='profiles/high-concurrency.yml', other_tables=[t_0517]) }}

- name: Does the host's SGLang know a flag?
  ansible.builtin.debug:
    msg: "{{ table | sglang_flag_exists('nsa-prefill-backend') }}"
"""

RETURN = r"""
_value:
  description:
    - C(sglang_validate_flags) returns its input unchanged when valid.
    - C(sglang_render_argv) returns the argv list, e.g. C(["--tp-size", "8", "--disable-cuda-graph"]).
    - C(sglang_profile_errors) returns a list of error sentences (empty when the profile is valid).
    - C(sglang_flag_exists) returns a boolean; C(sglang_versions_with_flag) a list of version strings.
  type: raw
"""


_flags = import_module_util("sglang_flags", Path(__file__).resolve().parents[1] / "module_utils")


def _plain(value: Any) -> Any:
    """Ansible hands filters its own str/dict/list subclasses (and lazy containers in 2.19); unwrap them."""
    if isinstance(value, dict) or hasattr(value, "items") and callable(value.items):
        return {_plain(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    if isinstance(value, str):
        return str(value)
    return value


def _table(table: Any) -> dict[str, Any]:
    table = _plain(table)
    try:
        _flags.check_flag_table(table)
    except ValueError as exc:
        raise AnsibleFilterError(f"not a flag table: {exc}") from exc
    return table


def sglang_validate_flags(
    flags: Any, table: Any, source: str = "flags", prefix: str = "", other_tables: Any = None
) -> dict[str, Any]:
    """Return ``flags`` unchanged when SGLang's parser would accept them; else raise with every error."""
    if not isinstance(_plain(flags), dict):
        raise AnsibleFilterError(f"{source}: {prefix or 'flags'}: expected a mapping of SGLang option names, "
                                 f"got {flags!r}")
    errors = _flags.validate_flags(_plain(flags), _table(table), source=source, prefix=prefix,
                                   other_tables=[_table(t) for t in other_tables or []])
    if errors:
        raise AnsibleFilterError(f"{len(errors)} invalid SGLang flag(s):\n- " + "\n- ".join(errors))
    return flags


def sglang_render_argv(flags: Any, table: Any) -> list[str]:
    """Render validated flags into launch_server argv (a list of strings), in the order given."""
    try:
        return _flags.render_argv(_plain(flags), _table(table))
    except ValueError as exc:
        raise AnsibleFilterError(str(exc)) from exc


def sglang_profile_errors(profile: Any, table: Any, source: str = "profile", other_tables: Any = None) -> list[str]:
    """Every error of a whole profile (structure, flags, load, slo, search, sim); empty when valid."""
    return _flags.validate_profile(_plain(profile), _table(table), source=source,
                                   other_tables=[_table(t) for t in other_tables or []])


def sglang_profile_load(load: Any) -> dict[str, Any]:
    """A validated profile's ``load`` with the defaults of docs/profiles.md filled in."""
    if not isinstance(_plain(load), dict):
        raise AnsibleFilterError(f"sglang_profile_load: expected the profile's load mapping, got {load!r}")
    return _flags.load_with_defaults(_plain(load))


def sglang_flag_exists(table: Any, key: str) -> bool:
    """True when ``key`` (option name without ``--``) is an option of the table's SGLang version."""
    return _flags.flag_exists_in(_table(table), str(key))


def sglang_versions_with_flag(tables: Any, key: str) -> list[str]:
    """SGLang versions among ``tables`` (a list of flag tables) that know the option ``key``."""
    return _flags.versions_with_flag([_table(t) for t in tables or []], str(key))


class FilterModule:
    """SGLang flag validation and rendering filters."""

    def filters(self) -> dict[str, Any]:
        return {
            "sglang_validate_flags": sglang_validate_flags,
            "sglang_render_argv": sglang_render_argv,
            "sglang_profile_errors": sglang_profile_errors,
            "sglang_profile_load": sglang_profile_load,
            "sglang_flag_exists": sglang_flag_exists,
            "sglang_versions_with_flag": sglang_versions_with_flag,
        }
