"""scripts/gen_flag_table.py's pure parts, on a stand-in parser (SGLang and torch are not needed here)."""

from __future__ import annotations

import argparse
import enum
import importlib
import importlib.util
import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def gen():
    spec = importlib.util.spec_from_file_location("_test_gen_flag_table", REPO / "scripts" / "gen_flag_table.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Color(enum.Enum):
    RED = "red"


def nullable_str(val: str):  # same name as SGLang's
    return val or None


def json_list_type(val: str):  # same name as SGLang's
    return json.loads(val)


class DeprecatedAction(argparse.Action):  # same name as SGLang 0.5.9's
    def __init__(self, option_strings, dest, nargs=0, **kwargs):
        super().__init__(option_strings, dest, nargs=nargs, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        pass


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser()
    p.add_argument("--tensor-parallel-size", "--tp-size", type=int, default=1, help="TP.")
    p.add_argument("--mem-fraction-static", type=float, default=None)
    p.add_argument("--backend", type=str, choices=("a", "b"), default="a")
    p.add_argument("--disable-x", action="store_true")
    p.add_argument("--override", type=json.loads, default="{}")
    p.add_argument("--items", type=json_list_type, nargs="+")
    p.add_argument("--maybe", type=nullable_str)
    p.add_argument("--old", action=DeprecatedAction, help=argparse.SUPPRESS)
    p.add_argument("--color", default=Color.RED)
    p.add_argument("--rate", type=float, default=float("inf"))
    p.add_argument("--feature", action=argparse.BooleanOptionalAction, default=True)
    p.add_argument("--tags", action="append", default=("x",))
    return p


def test_dump_actions_format_and_mappings(gen) -> None:
    options = gen.dump_actions(parser())
    by_dest = {o["dest"]: o for o in options}
    assert "help" not in by_dest
    assert [o["dest"] for o in options] == sorted(by_dest)
    tp = by_dest["tensor_parallel_size"]
    assert tp == {"dest": "tensor_parallel_size", "option_strings": ["--tensor-parallel-size", "--tp-size"],
                  "type": "int", "action": "store", "default": 1, "choices": None, "nargs": None,
                  "required": False, "help": "TP."}
    assert by_dest["backend"]["choices"] == ["a", "b"]
    assert by_dest["disable_x"]["action"] == "store_true" and by_dest["disable_x"]["nargs"] == 0
    assert by_dest["override"]["type"] == "json" and by_dest["items"]["type"] == "json"
    assert by_dest["items"]["nargs"] == "+"
    assert by_dest["maybe"]["type"] == "str"
    assert by_dest["old"]["action"] == "deprecated"
    assert by_dest["color"]["default"] == "red" and by_dest["color"]["type"] is None
    assert by_dest["rate"]["default"] == "inf"
    assert by_dest["feature"]["action"] == "boolean_optional"
    assert by_dest["tags"]["action"] == "append" and by_dest["tags"]["default"] == ["x"]
    json.dumps(options, allow_nan=False)


def test_shim_only_when_import_fails(gen) -> None:
    assert gen.install_shims(["json"]) == []
    name = "kit_test_module_that_does_not_exist"
    try:
        assert gen.install_shims([name]) == [name]
        sub = importlib.import_module(f"{name}.transforms.functional")
        assert sub.InterpolationMode.BILINEAR is not None
        assert importlib.import_module(name).__version__ == "0.0.0"
    finally:
        sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != "_StandInFinder"]
        for key in [k for k in sys.modules if k.startswith(name)]:
            del sys.modules[key]
