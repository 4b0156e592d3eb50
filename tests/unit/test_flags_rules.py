"""Issue 15: SGLang flag validation and rendering, one rule at a time, on a small made-up flag table."""

from __future__ import annotations

from ansible.module_utils.sglang_flags import render_argv, validate_flags, validate_profile

SRC = "profiles/x.yml"


def _opt(name, action="store", **kw):
    return {"dest": name.replace("-", "_"), "option_strings": ["--" + name], "action": action, **kw}


TABLE = {
    "sglang_version": "0.5.9",
    "options": [
        _opt("model-path", type="str"),
        _opt("tp-size", type="int"),
        _opt("mem-fraction-static", type="float"),
        _opt("override-args", type="json"),
        _opt("model-overrides", type="str", default="{}"),
        _opt("json-limit", type="int"),
        _opt("verbose", action="count"),
        _opt("old-knob", action="deprecated"),
        _opt("served-model-name", action="append", type="str"),
        _opt("lora-path", type="str", nargs="?"),
        *[_opt(f"attn-opt-{i}", type="int") for i in range(1, 7)],
    ],
}
NEWER = {"sglang_version": "0.5.17", "options": TABLE["options"] + [_opt("tp-sizes", type="int")]}
LOAD = {"random_input_len": 256, "random_output_len": 128, "concurrency": [1, 4]}


def _flags(flags, **kw):
    return validate_flags(flags, TABLE, source=SRC, prefix="server_flags", **kw)


def _profile(**extra):
    profile = {"description": "d", "server_flags": {"model-path": "m"}, "load": dict(LOAD)}
    profile.update(extra)
    return validate_profile(profile, TABLE, source=SRC)


def test_a_json_option_names_the_bad_value():
    errors = _flags({"override-args": 5})
    assert errors == ["profiles/x.yml: server_flags.override-args: 5 is not a mapping, a list or a JSON string"]


def test_a_count_of_zero_is_accepted_a_negative_count_is_not():
    assert _flags({"verbose": 0}) == []
    assert "an integer >= 0, not -1" in _flags({"verbose": -1})[0]


def test_an_ambiguous_prefix_shows_five_candidates_and_how_many_more():
    [error] = _flags({"attn-opt": 1})
    assert "--attn-opt-5 and 1 more" in error and "--attn-opt-6" not in error


def test_a_string_option_with_a_json_default_takes_a_mapping():
    assert _flags({"model-overrides": {"a": 1}}) == []


def test_an_integer_option_with_json_in_its_name_refuses_a_mapping():
    [error] = _flags({"json-limit": {"a": 1}})
    assert "is not an integer" in error


def test_a_flag_of_another_version_gets_similar_options_of_this_one():
    [error] = _flags({"tp-sizes": 2}, other_tables=[NEWER])
    assert "it exists in SGLang 0.5.17" in error and "(similar options in 0.5.9: tp-size" in error


def test_request_rate_accepts_infinity_spelled_out():
    assert _profile(load={**LOAD, "request_rate": "Infinity"}) == []
    assert _profile(load={**LOAD, "request_rate": "inf"}) == []


def test_a_bad_prompts_per_concurrency_is_quoted():
    assert _profile(load={**LOAD, "prompts_per_concurrency": -3}) == [
        "profiles/x.yml: load.prompts_per_concurrency: -3 is not a positive number"]


def test_a_search_axis_with_values_and_max_is_refused():
    errors = _profile(search={"space": {"tp-size": {"values": [1, 2], "max": 4}}})
    assert errors == ["profiles/x.yml: search.space.tp-size: give either values or min/max/step, not both"]


def test_a_float_axis_step_must_be_a_positive_number():
    errors = _profile(search={"space": {"mem-fraction-static": {"min": 0.5, "max": 0.9, "step": 0}}})
    assert errors == ["profiles/x.yml: search.space.mem-fraction-static.step: 0 is not a positive number"]


def test_an_int_axis_step_must_be_a_positive_integer():
    errors = _profile(search={"space": {"tp-size": {"min": 1, "max": 8, "step": 0.5}}})
    assert errors == ["profiles/x.yml: search.space.tp-size.step: 0.5 is not a positive integer"]


def test_a_search_axis_with_no_values_is_refused():
    errors = _profile(search={"space": {"tp-size": {"values": []}}})
    assert errors == ["profiles/x.yml: search.space.tp-size.values: must be a non-empty list"]


def test_a_deprecated_option_in_search_values_names_the_version():
    errors = _profile(search={"space": {"old-knob": {"values": [True]}}})
    assert errors == ["profiles/x.yml: search.space.old-knob.values[0]: deprecated in SGLang 0.5.9 "
                      "(it has no effect there); remove the key"]


def test_an_unknown_key_in_an_extra_shape_is_placed():
    errors = _profile(load={**LOAD, "extra_shapes": [{"random_input_len": 64, "random_output_len": 64,
                                                     "random_input": 3}]})
    assert errors == ["profiles/x.yml: load.extra_shapes[0].random_input: unknown key; "
                      "did you mean random_input_len?"]


def test_two_equal_extra_shapes_are_refused():
    shape = {"random_input_len": 64, "random_output_len": 32}
    errors = _profile(load={**LOAD, "extra_shapes": [dict(shape), dict(shape)]})
    assert errors == ["profiles/x.yml: load.extra_shapes[1]: shape 64 in / 32 out is listed twice (the main shape "
                      "is random_input_len/random_output_len)"]


def test_an_unknown_key_in_the_version_range_is_placed():
    errors = _profile(sglang_version={"mn": "0.5.9"})
    assert errors == ["profiles/x.yml: sglang_version.mn: unknown key; did you mean min?"]


def test_an_empty_sim_preset_is_quoted():
    assert _profile(sim={"preset": ""}) == ["profiles/x.yml: sim.preset: '' is not a preset name"]


def test_render_an_append_option_once_per_value():
    assert render_argv({"served-model-name": ["a", "b"]}, TABLE) == [
        "--served-model-name", "a", "--served-model-name", "b"]
    assert render_argv({"served-model-name": "a"}, TABLE) == ["--served-model-name", "a"]


def test_render_an_optional_value_left_empty_as_the_bare_flag():
    assert render_argv({"lora-path": None}, TABLE) == ["--lora-path"]
    assert render_argv({"lora-path": "p"}, TABLE) == ["--lora-path", "p"]


def test_a_mapping_for_an_integer_option_is_quoted():
    assert _flags({"tp-size": {"a": 1}}) == ["profiles/x.yml: server_flags.tp-size: {'a': 1} is not an integer"]
