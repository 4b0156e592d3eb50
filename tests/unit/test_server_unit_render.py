"""Rendering of role sglang_server's systemd unit and environment file (templates through Ansible's Templar).

The unit's ExecStart is read back with systemd's rules (systemd.service(5) "Command lines":
specifiers first, so "%%" is "%"; then words split with double quotes and C escapes; then "$$" is "$"
at exec time), and must give the rendered argv byte for byte. The molecule scenario server_systemd
checks the same against the real systemd in a container.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from ansible.parsing.dataloader import DataLoader
from ansible.template import Templar, trust_as_template

ROLE = Path(__file__).resolve().parents[2] / "roles" / "sglang_server"

NASTY = [
    "kit \"sim\" model's 100% $HOME ${USER} \\ end",
    "tab\there",
    "line\nbreak",
    "%n%i specifiers",
    "$$ double dollar",
    "",
]


KIT_DEFAULTS = yaml.safe_load((ROLE.parent / "kit" / "defaults" / "main.yml").read_text(encoding="utf-8"))


def render(name: str, **overrides) -> str:
    """Render ``templates/NAME`` with the role's usual facts (overridable)."""
    variables = {
        "ansible_managed": "Ansible managed",
        "sglang_server_name": "main",
        "sglang_server_engine": "sim",
        "sglang_server_host": "127.0.0.1",
        "sglang_server_port": 30000,
        "sglang_server_user": "root",
        "sglang_server_group": "root",
        "sglang_server_env_dir": "/etc/sglang-kit",
        "sglang_server_state_dir": "/var/lib/sglang-kit",
        "sglang_server_log_file": "/var/lib/sglang-kit/main.log",
        "sglang_server_python": "/root/ml-env/bin/python",
        "sglang_server_libexec_dir": "/usr/local/libexec/sglang-kit",
        "sglang_server_argv": ["/root/ml-env/bin/python", "-m", "sglang_sim", "--model-path", "tiny-fast"],
        "sglang_server_api_key": "",
        "sglang_server_hf_token": "",
        "sglang_server_tuning": False,
        "sglang_server_serve_restart": "on-failure",
        "sglang_server_restart_sec": 10,
        "sglang_server_stop_timeout": 30,
        "sglang_server_limit_nofile": 65535,
        "sglang_server_limit_memlock": "infinity",
        "sglang_server_full_env": {},
        "ml_env_facts": {"sglang_version": "0.5.9", "lock_sha256": "ab" * 32, "sim_source_sha256": "cd" * 32},
        "sglang_patches_provenance": {"patches": [{"name": "0001.patch", "sha256": "ef" * 32}]},
        # Role kit's shared default, templated from ml_env_facts as in a play.
        "kit_sglang_version": trust_as_template(KIT_DEFAULTS["kit_sglang_version"]),
        "sglang_version": KIT_DEFAULTS["sglang_version"],
    }
    variables.update(overrides)
    templar = Templar(loader=DataLoader(), variables=variables)
    # As the template action renders a file: backslashes in Jinja string literals are not doubled.
    return templar.template(trust_as_template((ROLE / "templates" / name).read_text()), escape_backslashes=False)


_ESCAPES = {"\\": "\\", '"': '"', "'": "'", "n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b",
            "f": "\f", "v": "\v", "s": " "}


def systemd_words(value: str) -> list[str]:
    """Split an ExecStart value the way systemd does (double-quoted words, C escapes, %% and $$)."""
    value = value.replace("%%", "\0PCT\0")
    assert "%" not in value, f"unescaped specifier in {value!r}"
    value = value.replace("\0PCT\0", "%")
    words, i = [], 0
    while i < len(value):
        if value[i].isspace():
            i += 1
            continue
        assert value[i] == '"', f"unquoted word at {value[i:i + 20]!r}"
        i += 1
        word = []
        while value[i] != '"':
            if value[i] == "\\":
                word.append(_ESCAPES[value[i + 1]])
                i += 2
            else:
                word.append(value[i])
                i += 1
        i += 1
        text = "".join(word)
        assert re.search(r"(?<!\$)\$(?!\$)", text.replace("$$", "")) is None, f"unescaped $ in {text!r}"
        words.append(text.replace("$$", "$"))
    return words


def exec_start(unit: str) -> str:
    """The ExecStart value of a unit, continuation lines joined."""
    joined = re.sub(r"\\\n", " ", unit)
    return next(line.split("=", 1)[1] for line in joined.splitlines() if line.startswith("ExecStart="))


def unit_option(unit: str, key: str) -> list[str]:
    return [line.split("=", 1)[1] for line in unit.splitlines() if line.startswith(key + "=")]


def test_execstart_is_the_launcher_then_the_argv_one_argument_per_line():
    argv = ["/root/ml-env/bin/python", "-m", "sglang_sim", "--served-model-name", *NASTY]
    unit = render("sglang.service.j2", sglang_server_argv=argv)
    words = systemd_words(exec_start(unit))
    assert words[:4] == ["/root/ml-env/bin/python", "/usr/local/libexec/sglang-kit/sglang_kit_launch.py",
                         "/var/lib/sglang-kit/main.log", "--"]
    assert words[4:] == argv
    lines = unit[unit.index("ExecStart="):].splitlines()[:len(words)]
    assert all(line.rstrip().endswith("\\") for line in lines[:-1]), "one argument per line"
    assert systemd_words(lines[-1].strip()) == [argv[-1]]


def test_api_key_is_a_braced_environment_reference_not_a_literal():
    unit = render("sglang.service.j2", sglang_server_api_key="s3cr3t key")
    assert "s3cr3t" not in unit
    assert exec_start(unit).rstrip().endswith('"--api-key" "${SGLANG_KIT_API_KEY}"')


@pytest.mark.parametrize(("tuning", "restart", "restart_sec"), [(True, ["no"], []), (False, ["always"], ["7"])])
def test_restart_policy_is_no_while_tuning_and_configurable_for_serving(tuning, restart, restart_sec):
    unit = render("sglang.service.j2", sglang_server_tuning=tuning, sglang_server_serve_restart="always",
                  sglang_server_restart_sec=7)
    assert unit_option(unit, "Restart") == restart
    assert unit_option(unit, "RestartSec") == restart_sec


def test_limits_kill_mode_environment_file_and_user():
    unit = render("sglang.service.j2", sglang_server_limit_nofile=1048576, sglang_server_limit_memlock=8388608,
                  sglang_server_user="sglang", sglang_server_group="sglang")
    assert unit_option(unit, "LimitNOFILE") == ["1048576"]
    assert unit_option(unit, "LimitMEMLOCK") == ["8388608"]
    assert unit_option(unit, "KillMode") == ["control-group"]
    assert unit_option(unit, "EnvironmentFile") == ["/etc/sglang-kit/main.env"]
    assert unit_option(unit, "User") == ["sglang"]


def test_header_changes_with_sglang_version_and_patch_provenance():
    base = render("sglang.service.j2")
    assert render("sglang.service.j2") == base, "rendering is deterministic (no restart on a rerun)"
    facts = {"sglang_version": "0.5.9", "lock_sha256": "ab" * 32, "sim_source_sha256": "cd" * 32}
    newer = render("sglang.service.j2", ml_env_facts={**facts, "sglang_version": "0.5.10"})
    assert newer != base and "#   sglang version: 0.5.10\n" in newer
    assert render("sglang.service.j2", sglang_patches_provenance={"patches": []}) != base


def env_file_values(text: str) -> dict[str, str]:
    """KEY="value" lines of an EnvironmentFile read with systemd's double-quote rules."""
    out = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        key, raw = line.split("=", 1)
        assert raw.startswith('"') and raw.endswith('"'), line
        body, value, i = raw[1:-1], [], 0
        while i < len(body):
            if body[i] == "\\":
                assert body[i + 1] in '"\\`$', f"escape {body[i:i + 2]!r} in {line!r}"
                value.append(body[i + 1])
                i += 2
            else:
                assert body[i] not in '"', line
                value.append(body[i])
                i += 1
        out[key] = "".join(value)
    return out


def test_environment_file_keeps_values_byte_for_byte_and_holds_the_secrets():
    env = {"KIT_PROBE": "a \"b\" 'c' $HOME ${USER} `d` \\e 100%", "NCCL_DEBUG": "WARN", "CUDA_VISIBLE_DEVICES": "0,1"}
    text = render("sglang.env.j2", sglang_server_full_env=env, sglang_server_hf_token="hf_x",
                  sglang_server_api_key="k$y")
    values = env_file_values(text)
    for key, value in env.items():
        assert values[key] == value
    assert values["HF_TOKEN"] == "hf_x" and values["SGLANG_KIT_API_KEY"] == "k$y"
    assert "HF_TOKEN" not in env_file_values(render("sglang.env.j2"))
