"""What the NVIDIA passthrough checks tell a user: the failure record's full shape, each mismatch's exact
sentence (names joined with ", "), and the /proc/devices parse (only the character block, the whole name)."""

from __future__ import annotations

import pytest
from ansible.module_utils.sglang_nvidia import driver_match, failure, parse_proc_devices

HOST = "580.159.04"
OTHER = "570.172.08"


def test_failure_is_the_kits_full_gpu_passthrough_record():
    assert failure("no GPU", ["look here"]) == {
        "class": "gpu_passthrough",
        "summary": "no GPU",
        "is_oom": False,
        "level": None,
        "deciding_lines": [],
        "secondary": ["look here"],
        "last_lines": [],
        "server": {"pid": None, "alive": False, "exit_code": None, "signal": None},
        "log_path": None,
        "kernel_log": "not read: the check runs before any server starts",
    }


def test_failure_without_secondary_lines_has_an_empty_list():
    assert failure("no GPU")["secondary"] == []


@pytest.mark.parametrize(
    ("kwargs", "summary", "secondary"),
    [
        pytest.param({"library_versions": [HOST], "missing_nodes": ["/dev/nvidia0", "/dev/nvidia-uvm"]},
                     "device node(s) missing in the container: /dev/nvidia0, /dev/nvidia-uvm",
                     ["check the lxc.mount.entry lines and that the nodes exist on the host"], id="two-missing-nodes"),
        pytest.param({"library_versions": [HOST, OTHER]},
                     f"several NVIDIA userspace versions in the container ({OTHER}, {HOST}); host kernel "
                     f"module is {HOST}", [], id="two-libraries"),
        pytest.param({"library_versions": [HOST], "wrong_nodes": ["/dev/nvidiactl", "/dev/nvidia0"]},
                     "device node(s) differ from the host's: /dev/nvidiactl, /dev/nvidia0", [], id="wrong-nodes"),
    ],
)
def test_each_mismatch_names_every_item_in_one_sentence(kwargs, summary, secondary):
    fail = driver_match(HOST, **kwargs)
    assert fail["summary"] == summary
    assert fail["secondary"] == secondary


@pytest.mark.parametrize(
    ("text", "majors"),
    [
        pytest.param("Block devices:\n  8 sd\n\nCharacter devices:\n195 nvidia-frontend\n",
                     {"nvidia-frontend": 195}, id="block-block-first"),
        pytest.param("\nCharacter devices:\n195 nvidia\n", {"nvidia": 195}, id="leading-blank-line"),
        pytest.param("Character devices:\n  1 mem\n\n195 nvidia\n", {"mem": 1, "nvidia": 195},
                     id="blank-line-inside-the-block"),
        pytest.param("Character devices:\n240 nvidia caps extra\n", {"nvidia caps extra": 240},
                     id="name-is-the-rest-of-the-line"),
    ],
)
def test_proc_devices_reads_the_whole_character_block(text, majors):
    assert parse_proc_devices(text) == majors
