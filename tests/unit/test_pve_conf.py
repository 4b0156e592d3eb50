"""Proxmox VE / LXC config editing by meaning, on recorded VMID.conf files (tests/fixtures/pve/)."""

from __future__ import annotations

from pathlib import Path

import pytest
from ansible.module_utils.sglang_pve_conf import (
    ConfError,
    apply_lines,
    count_meaning,
    meaning,
    parse_line,
    split_main,
)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "pve"

H200_LINES = [
    "lxc.cgroup2.devices.allow: c 195:* rwm",
    "lxc.cgroup2.devices.allow: c 238:* rwm",
    "lxc.cgroup2.devices.allow: c 241:* rwm",
    "lxc.mount.entry: /dev/nvidia0 dev/nvidia0 none bind,optional,create=file",
    "lxc.mount.entry: /dev/nvidiactl dev/nvidiactl none bind,optional,create=file",
    "lxc.mount.entry: /dev/nvidia-uvm dev/nvidia-uvm none bind,optional,create=file",
    "lxc.mount.entry: /dev/nvidia-uvm-tools dev/nvidia-uvm-tools none bind,optional,create=file",
]
OWNED = r"^lxc\.mount\.entry[:=]\s*/dev/nvidia"


def fixture(name: str) -> str:
    return (FIXTURES / name).read_text()


def snapshot_part(text: str) -> list[str]:
    return split_main(text)[1]


def test_adds_missing_lines_above_snapshot_and_keeps_snapshot_bytes():
    before = fixture("101-snapshots.conf")
    res = apply_lines(before, H200_LINES)
    assert res.changed
    assert snapshot_part(res.text) == snapshot_part(before)
    main, _ = split_main(res.text)
    assert main[-1] == ""  # the blank line PVE keeps before [before-upgrade]
    for line in H200_LINES:
        assert count_meaning(res.text, line) == 1
    # the two lines already present were not rewritten or re-added
    assert "lxc.cgroup2.devices.allow: c 195:* rwm" not in res.added
    assert len(res.added) == len(H200_LINES) - 2
    assert res.removed == []
    # the snapshot's stale 236 major stays in the snapshot only
    assert "c 236:* rwm" in "\n".join(snapshot_part(res.text))
    assert "c 236:* rwm" not in "\n".join(main)


def test_second_apply_is_no_change():
    once = apply_lines(fixture("101-snapshots.conf"), H200_LINES).text
    again = apply_lines(once, H200_LINES)
    assert not again.changed
    assert again.text == once


def test_reordered_and_respelled_lines_are_not_a_change():
    before = fixture("102-reordered.conf")
    wanted = [
        "lxc.cgroup2.devices.allow: c 195:* rwm",
        "lxc.cgroup2.devices.allow: c 238:* rwm",
        "lxc.mount.entry: /dev/nvidia-uvm dev/nvidia-uvm none bind,optional,create=file",
        "lxc.mount.entry: /dev/nvidiactl dev/nvidiactl none bind,optional,create=file",
    ]
    res = apply_lines(before, wanted, owned_regex=OWNED)
    assert not res.changed, (res.added, res.removed)
    assert res.text == before


def test_manual_lines_survive():
    before = fixture("102-reordered.conf")
    res = apply_lines(before, H200_LINES, owned_regex=OWNED)
    assert res.changed
    assert "lxc.cgroup2.devices.allow: c 10:200 rwm" in res.text
    assert "lxc.mount.entry: /dev/net/tun dev/net/tun none bind,create=file" in res.text
    assert res.text.startswith("# manually edited: keep the tun device\n")


def test_duplicates_collapse_and_owned_stale_entries_go():
    before = fixture("104-stale-major.conf")
    res = apply_lines(before, H200_LINES + ["lxc.prlimit.memlock: unlimited"], owned_regex=OWNED)
    assert count_meaning(res.text, "lxc.cgroup2.devices.allow: c 195:* rwm") == 1
    assert "lxc.mount.entry: /dev/nvidia1 dev/nvidia1 none bind,optional,create=file" in res.removed
    assert "/dev/nvidia1" not in res.text
    # single-valued key replaced in place, not duplicated
    assert count_meaning(res.text, "lxc.prlimit.memlock: unlimited") == 1
    assert "lxc.prlimit.memlock: 65536" not in res.text
    assert not apply_lines(res.text, H200_LINES + ["lxc.prlimit.memlock: unlimited"], owned_regex=OWNED).changed


def test_absent_removes_by_meaning_only_in_main_section():
    before = fixture("101-snapshots.conf")
    res = apply_lines(before, ["lxc.cgroup2.devices.allow: c 195:*  mrw"], state="absent")
    assert res.removed == ["lxc.cgroup2.devices.allow: c 195:* rwm"]
    assert count_meaning(res.text, "lxc.cgroup2.devices.allow: c 195:* rwm") == 0
    assert "lxc.cgroup2.devices.allow: c 195:* rwm" in "\n".join(snapshot_part(res.text))


def test_pve_dev_entries_ignore_index_and_take_first_free():
    before = fixture("103-devN.conf")
    res = apply_lines(before, ["dev9: /dev/nvidia0,gid=44", "dev0: /dev/nvidiactl", "dev0: /dev/nvidia-uvm-tools"])
    assert res.added == ["dev2: /dev/nvidia-uvm-tools"]
    assert snapshot_part(res.text) == ["[pve:pending]", "memory: 262144"]
    assert not apply_lines(res.text, ["dev5: /dev/nvidia-uvm-tools"]).changed


def test_pve_dev_entry_with_other_options_is_replaced_in_place():
    before = fixture("103-devN.conf")
    res = apply_lines(before, ["dev0: /dev/nvidia0,gid=993", "dev0: /dev/nvidia-uvm"])
    assert res.added == ["dev0: /dev/nvidia0,gid=993"]
    assert res.removed == ["dev0: /dev/nvidia0,gid=44"]
    assert "dev3: /dev/nvidia-uvm" in res.text  # already there by meaning: untouched
    assert count_meaning(res.text, "dev9: /dev/nvidia0,gid=993") == 1
    assert not apply_lines(res.text, ["dev0: /dev/nvidia0,gid=993"]).changed


def test_plain_lxc_format_writes_equals_and_keeps_comments():
    before = fixture("lxc-plain.config")
    res = apply_lines(before, H200_LINES[:2] + ["lxc.cgroup.devices.allow: c 195:* rwm"], fmt="lxc")
    assert "lxc.cgroup2.devices.allow = c 195:* rwm" in res.text.splitlines()
    assert "lxc.cgroup.devices.allow = c 195:* rwm" in res.text.splitlines()
    assert res.text.startswith(before)
    assert "#lxc.include = /usr/share/lxc/config/nesting.conf" in res.text
    assert not apply_lines(res.text, ["lxc.cgroup2.devices.allow = c 195:* rwm"], fmt="lxc").changed


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("lxc.cgroup2.devices.allow: c 195:* rwm", "lxc.cgroup2.devices.allow = c 195:*  wmr", True),
        ("lxc.cgroup2.devices.allow: c 195:* rwm", "lxc.cgroup.devices.allow: c 195:* rwm", False),
        ("lxc.cgroup2.devices.allow: c 195:* rwm", "lxc.cgroup2.devices.allow: c 195:0 rwm", False),
        ("lxc.mount.entry: /dev/nvidia0 dev/nvidia0 none bind,optional,create=file",
         "lxc.mount.entry: /dev/nvidia0 /dev/nvidia0 none create=file,optional,bind 0 0", True),
        ("lxc.mount.entry: /dev/nvidia0 dev/nvidia0 none bind,optional,create=file",
         "lxc.mount.entry: /dev/nvidia1 dev/nvidia0 none bind,optional,create=file", False),
        ("dev0: /dev/nvidia0,gid=44", "dev7: path=/dev/nvidia0,gid=44", True),
        ("dev0: /dev/nvidia0,gid=44", "dev0: /dev/nvidia0", False),
        ("lxc.prlimit.memlock: unlimited", "lxc.prlimit.memlock =   unlimited", True),
    ],
)
def test_meaning(a, b, same):
    assert (meaning(parse_line(a)) == meaning(parse_line(b))) is same


@pytest.mark.parametrize(
    ("wanted", "kwargs"),
    [
        (["not a line"], {}),
        ([{"key": "lxc.mount.entry"}], {}),
        (["lxc.cgroup2.devices.allow: c 195:* rwm"], {"fmt": "ini"}),
        (["lxc.cgroup2.devices.allow: c 195:* rwm"], {"state": "gone"}),
    ],
)
def test_bad_input_raises_with_the_value(wanted, kwargs):
    with pytest.raises(ConfError):
        apply_lines("arch: amd64\n", wanted, **kwargs)


def test_mapping_lines_and_empty_file():
    res = apply_lines("", [{"key": "lxc.cgroup2.devices.allow", "value": "c 195:* rwm"}], fmt="lxc")
    assert res.text == "lxc.cgroup2.devices.allow = c 195:* rwm\n"
