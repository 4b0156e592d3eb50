"""Strict YAML reading for the kit's own input files (profiles): duplicate keys are errors.

PyYAML (and Ansible's ``from_yaml``) keep the last of two equal keys in a mapping and at most warn, so a
flag given twice, or a second ``load:`` block, silently replaces the first. The kit's profiles are data
the user tunes by hand: a duplicate there is a mistake to show, with the file and both lines.
"""

from __future__ import annotations

from typing import Any

import yaml


class DuplicateKeyError(ValueError):
    """A mapping repeats a key; the message names the source, both 1-based lines and the key path."""


def _duplicates_loader(source: str, found: list[tuple[int, str]]) -> type:
    """A SafeLoader subclass that appends one message to ``found`` per repeated key (any depth)."""

    class _Loader(yaml.SafeLoader):
        def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict:
            seen: dict[Any, int] = {}
            for key_node, _value in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge":
                    continue
                key = self.construct_object(key_node, deep=True)
                try:
                    first = seen.get(key)
                except TypeError:  # an unhashable key: SafeLoader reports it itself below
                    continue
                line = key_node.start_mark.line + 1
                if first is not None:
                    found.append((line, f"{source}:{line}: duplicate key {key!r} (first at line {first}); "
                                        "YAML would keep only the later one: remove or merge one of them"))
                else:
                    seen[key] = line
            return super().construct_mapping(node, deep=deep)

    return _Loader


def load_strict(text: str, source: str = "<input>") -> Any:
    """Parse YAML ``text`` like ``yaml.safe_load`` but refuse a key repeated in any mapping.

    ``source`` is the file name used in messages (e.g. ``profiles/tiny-fast.yml``). Returns the parsed
    document (None for an empty one). Raises DuplicateKeyError listing every repeated key as
    ``SOURCE:LINE: duplicate key 'K' (first at line N)``, joined by `` | ``, and ValueError for text that
    is not YAML at all (``SOURCE:LINE:COLUMN: problem``).
    """
    found: list[tuple[int, str]] = []
    try:
        data = yaml.load(text, Loader=_duplicates_loader(source, found))  # noqa: S506 - SafeLoader subclass
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        where = f"{source}:{mark.line + 1}:{mark.column + 1}" if mark else source
        raise ValueError(f"{where}: not valid YAML: {exc.problem or exc}") from exc
    except yaml.YAMLError as exc:
        raise ValueError(f"{source}: not valid YAML: {exc}") from exc
    if found:
        raise DuplicateKeyError(" | ".join(msg for _line, msg in sorted(set(found))))
    return data
