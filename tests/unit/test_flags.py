"""Flag tables, validate_flags, render_argv and the sglang_flags filters."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from ansible.errors import AnsibleFilterError
from ansible.module_utils.sglang_flags import (
    check_flag_table,
    flag_exists_in,
    load_flag_table,
    render_argv,
    resolve_flag,
    validate_flags,
    versions_with_flag,
)

REPO = Path(__file__).resolve().parents[2]
TABLE_DIR = REPO / "sim" / "sglang_sim" / "flag_tables"
VERSIONS = ("0.5.9", "0.5.17", "0.5.23")
SRC = "profiles/x.yml"


@pytest.fixture(scope="module")
def tables() -> dict[str, dict]:
    return {v: load_flag_table(TABLE_DIR / f"sglang-{v}.json") for v in VERSIONS}


@pytest.fixture(scope="module")
def t059(tables: dict[str, dict]) -> dict:
    return tables["0.5.9"]


@pytest.fixture(scope="module")
def filters():
    """The filter plugin, loaded from its file the way Ansible loads it."""
    path = REPO / "filter_plugins" / "sglang_flags.py"
    spec = importlib.util.spec_from_file_location("_test_filter_sglang_flags", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.FilterModule().filters()


def errors(flags: dict, table: dict, **kw) -> list[str]:
    return validate_flags(flags, table, source=SRC, prefix="server_flags", **kw)


# ------------------------------------------------------------------------------------------ tables
@pytest.mark.parametrize("version", VERSIONS)
def test_table_format(version: str) -> None:
    table = json.loads((TABLE_DIR / f"sglang-{version}.json").read_text())
    assert table["sglang_version"] == version
    assert table["generated_by"] == "scripts/gen_flag_table.py"
    assert {"python", "torch"} <= set(table["generated_with"])
    keys = {"dest", "option_strings", "type", "action", "default", "choices", "nargs", "required", "help"}
    for opt in table["options"]:
        assert set(opt) == keys, opt["dest"]
        assert opt["type"] in {"int", "float", "str", "json", "bool", None}, opt
        assert all(s.startswith("--") for s in opt["option_strings"]), opt
    dests = [(o["dest"], o["option_strings"][0]) for o in table["options"]]
    assert dests == sorted(dests)
    assert "help" not in [o["dest"] for o in table["options"]]


def test_059_has_the_seeds_flags(t059: dict) -> None:
    for key in ("nsa-prefill-backend", "nsa-decode-backend", "cuda-graph-max-bs", "moe-runner-backend"):
        assert flag_exists_in(t059, key), key
    moe = next(o for o in t059["options"] if o["dest"] == "moe_runner_backend")
    assert "flashinfer_cutlass" in moe["choices"]
    nsa = next(o for o in t059["options"] if o["dest"] == "nsa_prefill_backend")
    assert "trtllm" in nsa["choices"]


def test_0523_renamed_nsa_flags(tables: dict[str, dict]) -> None:
    assert not flag_exists_in(tables["0.5.23"], "nsa-prefill-backend")
    assert flag_exists_in(tables["0.5.23"], "dsa-prefill-backend")
    assert flag_exists_in(tables["0.5.17"], "nsa-prefill-backend")
    assert versions_with_flag(tables, "nsa-decode-backend") == ["0.5.9", "0.5.17"]


def test_load_flag_table_errors(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="does not exist"):
        load_flag_table(tmp_path / "sglang-9.9.9.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(ValueError, match="not valid JSON"):
        load_flag_table(bad)
    bad.write_text(json.dumps({"options": "x"}))
    with pytest.raises(ValueError, match="not a flag table"):
        load_flag_table(bad)
    with pytest.raises(ValueError, match="lacks dest"):
        check_flag_table({"sglang_version": "1", "options": [{"dest": "x"}]})


# -------------------------------------------------------------------------------------- validation
def test_valid_seed_flags(t059: dict) -> None:
    flags = {
        "model-path": "lukealonso/GLM-5-NVFP4",
        "tp": 8,
        "nsa-prefill-backend": "trtllm",
        "disable-cuda-graph": True,
        "enable-torch-compile": False,
        "mem-fraction-static": 0.85,
        "max-running-requests": 1024,
    }
    assert errors(flags, t059, check_required=True) == []


@pytest.mark.parametrize(("key", "bad", "good", "words"), [
    ("max-running-requests", 0, 1, "admits no request"),
    ("max-running-requests", -4, 64, "wait forever"),
    ("chunked-prefill-size", -5, -1, "never finishes"),
    ("tp", 0, 1, "no tensor-parallel rank"),
    ("context-length", -5, 4096, "positive token count"),
    ("mem-fraction-static", 0, 0.85, "no GPU memory for the KV cache"),
    ("page-size", 0, 1, "divides by zero"),
    ("max-total-tokens", -5, 4096, "misleading 'Not enough memory"),
    ("stream-interval", 0, 1, "never finishes"),
    ("watchdog-timeout", 1, 300, "watchdog fires"),
    ("watchdog-timeout", 0.005, 60, "watchdog fires"),
])
def test_values_the_parser_takes_and_real_sglang_fails_on_are_refused(t059: dict, key: str, bad, good,
                                                                       words: str) -> None:
    (err,) = errors({key: bad}, t059)
    assert err.startswith(f"{SRC}: server_flags.{key}: {bad} ") and words in err, err
    assert "h200" in err or "wait forever" in err  # it names the real log that showed it, or what happens
    assert errors({key: good}, t059) == []
    assert errors({key: str(bad)}, t059) == [err]  # a quoted number is the same value


def test_a_value_the_parser_refuses_gets_only_the_parsers_error(t059: dict) -> None:
    (err,) = errors({"max-running-requests": "many"}, t059)
    assert "not an integer" in err


def test_unknown_flag_did_you_mean(t059: dict) -> None:
    (err,) = errors({"nsa-prefil-backend": "trtllm"}, t059)
    assert err.startswith(f"{SRC}: server_flags.nsa-prefil-backend: ")
    assert "not an SGLang 0.5.9 server option" in err
    assert "did you mean nsa-prefill-backend" in err


def test_unknown_flag_without_suggestion(t059: dict) -> None:
    (err,) = errors({"zzzz-qqqq": 1}, t059)
    assert "--help" in err


def test_underscore_key_suggests_dashes(t059: dict) -> None:
    (err,) = errors({"max_running_requests": 64}, t059)
    assert "server_flags.max_running_requests" in err
    assert "write max-running-requests" in err


def test_leading_dashes_rejected(t059: dict) -> None:
    (err,) = errors({"--tp-size": 8}, t059)
    assert "without the leading dashes: tp-size" in err


def test_value_outside_choices_lists_them(t059: dict) -> None:
    (err,) = errors({"moe-runner-backend": "flashinfer_cutlas"}, t059)
    assert "server_flags.moe-runner-backend" in err
    assert "not one of SGLang's choices" in err
    assert "flashinfer_cutlass" in err and "deep_gemm" in err
    assert "did you mean 'flashinfer_cutlass'" in err


@pytest.mark.parametrize(
    ("flags", "needle"),
    [
        ({"max-running-requests": "lots"}, "'lots' is not an integer"),
        ({"max-running-requests": 1.5}, "1.5 is not an integer"),
        ({"max-running-requests": True}, "true is not an integer (YAML reads yes/no"),
        ({"mem-fraction-static": "high"}, "'high' is not a number"),
        ({"mem-fraction-static": None}, "remove the key to keep SGLang's default"),
        ({"model-path": ["a", "b"]}, "takes one value, not a list"),
        ({"cuda-graph-bs": [1, 2, "x"]}, "server_flags.cuda-graph-bs[2]: 'x' is not an integer"),
        ({"cuda-graph-bs": []}, "needs at least one value"),
    ],
)
def test_wrong_type(t059: dict, flags: dict, needle: str) -> None:
    errs = errors(flags, t059)
    assert len(errs) == 1 and needle in errs[0], errs
    assert errs[0].startswith(f"{SRC}: server_flags.")


def test_numeric_strings_are_what_argparse_accepts(t059: dict) -> None:
    assert errors({"tp-size": "8", "mem-fraction-static": "0.8"}, t059) == []


@pytest.mark.parametrize("value", ["yes", 1, "true", None])
def test_store_true_needs_a_boolean(t059: dict, value: object) -> None:
    (err,) = errors({"disable-cuda-graph": value}, t059)
    assert "server_flags.disable-cuda-graph: takes true or false" in err


def test_deprecated_no_effect_flag(t059: dict) -> None:
    (err,) = errors({"hybrid-kvcache-ratio": True}, t059)
    assert "deprecated in SGLang 0.5.9" in err


def test_abbreviation_resolves_like_argparse(t059: dict) -> None:
    assert resolve_flag(t059, "tp") == ("tp-size", [])
    (err,) = errors({"enable": True}, t059)
    assert "ambiguous" in err and "--enable-" in err and "more" in err


def test_same_option_twice(t059: dict) -> None:
    (err,) = errors({"tp": 8, "tensor-parallel-size": 8}, t059)
    assert "server_flags.tensor-parallel-size: the same option as tp (--tensor-parallel-size)" in err


def test_required_option_missing(t059: dict) -> None:
    (err,) = errors({"tp-size": 1}, t059, check_required=True)
    assert "SGLang requires model-path (or model)" in err


def test_flag_missing_in_this_version_names_versions(tables: dict[str, dict]) -> None:
    errs = errors({"nsa-prefill-backend": "trtllm", "cuda-graph-max-bs": 64}, tables["0.5.23"],
                  other_tables=list(tables.values()))
    assert len(errs) == 2
    nsa = errs[0]
    assert "server_flags.nsa-prefill-backend" in nsa
    assert "does not exist in SGLang 0.5.23" in nsa
    assert "it exists in SGLang 0.5.9, 0.5.17" in nsa
    # 0.5.17 keeps --nsa-prefill-backend as a deprecated alias whose help names the new option.
    assert "0.5.17 marks it deprecated in favour of --dsa-prefill-backend: write dsa-prefill-backend" in nsa
    # 0.5.23 split --cuda-graph-max-bs into -decode/-prefill: an ambiguous prefix there.
    assert "write cuda-graph-max-bs-decode for 0.5.23" in errs[1]
    assert "only an ambiguous abbreviation of --cuda-graph-max-bs-decode, --cuda-graph-max-bs-prefill" in errs[1]
    (alone,) = errors({"cuda-graph-max-bs": 64}, tables["0.5.23"])
    assert "ambiguous in SGLang 0.5.23" in alone


def test_deprecated_aliases_still_pass(tables: dict[str, dict]) -> None:
    flags = {"nsa-prefill-backend": "trtllm", "cuda-graph-max-bs": 64, "disable-cuda-graph": True}
    assert errors(flags, tables["0.5.17"]) == []
    assert render_argv(flags, tables["0.5.17"])[-1] == "--disable-cuda-graph"


def test_programming_errors_raise(t059: dict) -> None:
    with pytest.raises(ValueError, match="needs a mapping"):
        validate_flags(["tp"], t059, source=SRC)
    with pytest.raises(ValueError, match="not a flag table"):
        validate_flags({}, {"options": None}, source=SRC)
    with pytest.raises(ValueError, match="validate the flags first"):
        render_argv({"no-such-flag": 1}, t059)


# --------------------------------------------------------------------------------------- rendering
def test_render_order_and_forms(t059: dict) -> None:
    flags = {
        "model-path": "m",
        "disable-cuda-graph": True,
        "tp": 8,
        "enable-torch-compile": False,
        "mem-fraction-static": 0.85,
        "cuda-graph-bs": [1, 2, 4],
        "moe-runner-backend": "flashinfer_cutlass",
    }
    assert render_argv(flags, t059) == [
        "--model-path", "m",
        "--disable-cuda-graph",
        "--tp-size", "8",
        "--mem-fraction-static", "0.85",
        "--cuda-graph-bs", "1", "2", "4",
        "--moe-runner-backend", "flashinfer_cutlass",
    ]
    reordered = dict(reversed(list(flags.items())))
    assert render_argv(reordered, t059)[:2] == ["--moe-runner-backend", "flashinfer_cutlass"]


def test_render_json_values(t059: dict) -> None:
    flags = {"json-model-override-args": {"rope_scaling": {"factor": 2}}}
    assert errors(flags, t059) == []
    assert render_argv(flags, t059) == ["--json-model-override-args", '{"rope_scaling":{"factor":2}}']
    json_opt = next(o for o in t059["options"] if o["type"] == "json" and o["nargs"] is None)
    name = json_opt["option_strings"][0][2:]
    assert errors({name: {"a": 1}}, t059) == []
    assert render_argv({name: {"a": 1}}, t059) == ["--" + name, '{"a":1}']
    assert "not valid JSON" in errors({name: "{oops"}, t059)[0]


def test_render_boolean_optional(tables: dict[str, dict]) -> None:
    t = tables["0.5.17"]
    opt = next(o for o in t["options"] if o["action"] == "boolean_optional")
    name = opt["option_strings"][0][2:]
    assert errors({name: False}, t) == []
    assert render_argv({name: True}, t) == ["--" + name]
    assert render_argv({name: False}, t) == ["--no-" + name]


# ------------------------------------------------------------------------------------------ filters
def test_filter_validate_returns_flags(filters, t059: dict) -> None:
    flags = {"tp": 2}
    assert filters["sglang_validate_flags"](flags, t059, source=SRC) is flags
    assert filters["sglang_render_argv"](flags, t059) == ["--tp-size", "2"]


def test_filter_validate_raises_with_all_errors(filters, t059: dict) -> None:
    with pytest.raises(AnsibleFilterError) as exc:
        filters["sglang_validate_flags"]({"tp_size": 2, "moe-runner-backend": "x"}, t059, source=SRC,
                                         prefix="server_flags")
    msg = str(exc.value)
    assert "2 invalid SGLang flag(s)" in msg
    assert f"{SRC}: server_flags.tp_size" in msg and f"{SRC}: server_flags.moe-runner-backend" in msg


def test_filter_errors_on_bad_input(filters, t059: dict) -> None:
    with pytest.raises(AnsibleFilterError, match="expected a mapping"):
        filters["sglang_validate_flags"]("tp=2", t059, source=SRC)
    with pytest.raises(AnsibleFilterError, match="not a flag table"):
        filters["sglang_render_argv"]({"tp": 2}, {"options": []})
    with pytest.raises(AnsibleFilterError, match="validate the flags first"):
        filters["sglang_render_argv"]({"nope": 2}, t059)


def test_filter_helpers(filters, tables: dict[str, dict]) -> None:
    assert filters["sglang_flag_exists"](tables["0.5.9"], "nsa-decode-backend") is True
    assert filters["sglang_flag_exists"](tables["0.5.23"], "nsa-decode-backend") is False
    assert filters["sglang_versions_with_flag"](list(tables.values()), "dsa-decode-backend") == ["0.5.17", "0.5.23"]
    load = filters["sglang_profile_load"]({"random_input_len": 1, "random_output_len": 1, "concurrency": [1],
                                           "request_rate": float("inf")})
    assert load["backend"] == "sglang" and load["request_rate"] == "inf" and load["min_prompts"] == 4
