"""Edit LXC container configuration lines by meaning (Proxmox VE `VMID.conf` and plain LXC `config`).

Pure functions, no Ansible imports: `library/pve_lxc_conf.py` and the unit tests share them.

File shapes handled:
- Proxmox VE (`/etc/pve/lxc/VMID.conf`): `key: value` lines; leading `#` lines are the container's
  description; the *main* section ends at the first `[name]` header (`[snapshot]`, `[pve:pending]`...).
  Sections below it are snapshots: never read for comparison, never written.
- Plain LXC (`/var/lib/lxc/NAME/config`): `key = value` lines, no sections.

"Compared by meaning" (what makes a PVE rewrite not a change):
- `*.devices.allow` / `*.devices.deny`: `c 195:* rwm` equals `c  195:*  mrw` (type, major:minor, access set).
- `lxc.mount.entry`: whitespace collapsed, target with or without a leading `/`, mount options as a set,
  missing dump/pass fields read as `0 0`.
- PVE `devN:` entries: the index N is ignored; `path` plus the option set decide. A path is passed once:
  an entry for a wanted path with other options is replaced in place (keeping its index).
- other keys: whitespace collapsed. Keys in `MULTI_VALUED_PREFIXES` may repeat (each value a separate line);
  every other key holds one value, and setting it replaces the old value in place.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

FORMATS = ("pve", "lxc")

# Keys that LXC (and PVE for `devN`) accept many times; the values accumulate instead of overriding.
# Source: lxc.container.conf(5) ("may be specified multiple times") and pct.conf(5) for devN.
MULTI_VALUED_PREFIXES = (
    "lxc.cgroup.devices.allow",
    "lxc.cgroup.devices.deny",
    "lxc.cgroup2.devices.allow",
    "lxc.cgroup2.devices.deny",
    "lxc.mount.entry",
    "lxc.mount.auto",
    "lxc.idmap",
    "lxc.cap.drop",
    "lxc.cap.keep",
    "lxc.environment",
    "lxc.hook.",
    "lxc.include",
    "lxc.apparmor.raw",
)

_KEY_LINE = re.compile(r"^\s*(?P<key>[A-Za-z0-9_.\-]+)\s*(?P<sep>[:=])\s*(?P<value>.*?)\s*$")
_SECTION = re.compile(r"^\s*\[[^\]]+\]\s*$")
_DEV_KEY = re.compile(r"^dev\d+$")
_DEVICE_RULE = re.compile(r"^(?P<type>[abc])(?:\s+(?P<major>\d+|\*):(?P<minor>\d+|\*))?(?:\s+(?P<access>[rwm]+))?$")


class ConfError(ValueError):
    """A wanted line that cannot be parsed, or an unknown format."""


@dataclass(frozen=True)
class Entry:
    """One `key: value` configuration line: `key` as written, `value` stripped."""

    key: str
    value: str

    def render(self, fmt: str) -> str:
        """The line as the given format writes it (`key: value` for pve, `key = value` for lxc)."""
        return f"{self.key}: {self.value}" if fmt == "pve" else f"{self.key} = {self.value}"


@dataclass
class EditResult:
    """Outcome of `apply_lines`: the new file text, and the lines added and removed (as rendered)."""

    text: str
    changed: bool
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)


def parse_line(line: str) -> Entry | None:
    """`Entry` of a `key: value` / `key = value` line; None for blank, comment and section lines."""
    stripped = line.strip()
    if not stripped or stripped.startswith("#") or _SECTION.match(stripped):
        return None
    m = _KEY_LINE.match(stripped)
    if not m:
        return None
    return Entry(m.group("key"), m.group("value"))


def parse_wanted(item: str | dict) -> Entry:
    """Entry from a wanted line given as `"key: value"`, `"key = value"` or `{"key": ..., "value": ...}`.

    Raises ConfError for anything else, with the bad item in the message.
    """
    if isinstance(item, dict):
        if set(item) != {"key", "value"}:
            raise ConfError(f"a line given as a mapping needs exactly 'key' and 'value', got {item!r}")
        key, value = str(item["key"]).strip(), " ".join(str(item["value"]).split())
        if not _KEY_LINE.match(f"{key}: {value}") or not value:
            raise ConfError(f"not a configuration line: {item!r}")
        return Entry(key, value)
    entry = parse_line(str(item))
    if entry is None or not entry.value:
        raise ConfError(f"not a 'key: value' or 'key = value' configuration line: {item!r}")
    return entry


def is_multi_valued(key: str) -> bool:
    """True when `key` may appear many times (device rules, mount entries, PVE devN...)."""
    return bool(_DEV_KEY.match(key)) or any(
        key == p or (p.endswith(".") and key.startswith(p)) for p in MULTI_VALUED_PREFIXES
    )


def _device_rule_meaning(value: str) -> tuple:
    m = _DEVICE_RULE.match(" ".join(value.split()))
    if not m:
        return ("raw", " ".join(value.split()))
    return (m.group("type"), m.group("major") or "*", m.group("minor") or "*", frozenset(m.group("access") or "rwm"))


def _mount_entry_meaning(value: str) -> tuple:
    fields = value.split()
    if len(fields) < 4:
        return ("raw", " ".join(fields))
    src, target, fstype, options = fields[:4]
    dump = fields[4] if len(fields) > 4 else "0"
    passno = fields[5] if len(fields) > 5 else "0"
    return (src, target.lstrip("/"), fstype, frozenset(options.split(",")), dump, passno, tuple(fields[6:]))


def _pve_dev_meaning(value: str) -> tuple:
    parts = [p.strip() for p in value.split(",") if p.strip()]
    path, opts = None, set()
    for p in parts:
        if p.startswith("path="):
            path = p[5:]
        elif "=" not in p and path is None:
            path = p
        else:
            opts.add(p)
    return (path, frozenset(opts))


def meaning(entry: Entry) -> tuple:
    """Hashable meaning of a line: two lines with equal meaning configure the same thing."""
    key = entry.key
    if key.endswith(".devices.allow") or key.endswith(".devices.deny"):
        return (key, _device_rule_meaning(entry.value))
    if key == "lxc.mount.entry":
        return (key, _mount_entry_meaning(entry.value))
    if _DEV_KEY.match(key):
        return ("devN", _pve_dev_meaning(entry.value))
    return (key, " ".join(entry.value.split()))


def split_main(text: str) -> tuple[list[str], list[str]]:
    """(main section lines, the rest from the first `[section]` header on), newlines stripped."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if _SECTION.match(line):
            return lines[:i], lines[i:]
    return lines, []


def _next_dev_index(main: list[str]) -> int:
    used = set()
    for line in main:
        e = parse_line(line)
        if e and _DEV_KEY.match(e.key):
            used.add(int(e.key[3:]))
    i = 0
    while i in used:
        i += 1
    return i


def apply_lines(
    text: str, wanted: list[str | dict], *, fmt: str = "pve", state: str = "present", owned_regex: str | None = None
) -> EditResult:
    """Make the main section of a container config hold (or not hold) the wanted lines, by meaning.

    - state `present`: a wanted line whose meaning is already there is left as written (PVE's own
      rewrite is not a change); duplicates of a wanted meaning are dropped so it is there exactly once;
      single-valued keys are replaced in place; missing lines are appended at the end of the main
      section, above any `[snapshot]` section. PVE `devN` lines get the first free index.
    - state `absent`: every main-section line with a wanted meaning is removed.
    - `owned_regex`: main-section lines (as written, stripped) matching it that are not wanted are
      removed, so entries this kit wrote for a device that is gone do not stay behind.
    Sections from the first `[name]` header on are returned byte for byte.
    Raises ConfError on an unknown format or a wanted line that does not parse.
    """
    if fmt not in FORMATS:
        raise ConfError(f"unknown format {fmt!r}: use one of {', '.join(FORMATS)}")
    if state not in ("present", "absent"):
        raise ConfError(f"unknown state {state!r}: use present or absent")
    entries = [parse_wanted(w) for w in wanted]
    owned = re.compile(owned_regex) if owned_regex else None
    main, rest = split_main(text)
    wanted_meanings = {meaning(e) for e in entries}
    single_keys = {e.key: e for e in entries if not is_multi_valued(e.key)}
    # a device path can be passed once: a devN for a wanted path with other options is replaced in place
    dev_paths = {_pve_dev_meaning(e.value)[0]: e for e in entries if _DEV_KEY.match(e.key)}

    new_main: list[str] = []
    removed: list[str] = []
    added: list[str] = []
    seen: set[tuple] = set()
    for line in main:
        e = parse_line(line)
        if e is None:
            new_main.append(line)
            continue
        m = meaning(e)
        if state == "absent":
            if m in wanted_meanings:
                removed.append(line.strip())
            else:
                new_main.append(line)
            continue
        if m in wanted_meanings:
            if m in seen:
                removed.append(line.strip())
            else:
                seen.add(m)
                new_main.append(line)
            continue
        if _DEV_KEY.match(e.key) and _pve_dev_meaning(e.value)[0] in dev_paths:
            target = dev_paths[_pve_dev_meaning(e.value)[0]]
            tm = meaning(target)
            if tm in seen:
                removed.append(line.strip())
            else:
                seen.add(tm)
                rendered = Entry(e.key, target.value).render(fmt)
                new_main.append(rendered)
                removed.append(line.strip())
                added.append(rendered)
            continue
        if e.key in single_keys:
            target = single_keys[e.key]
            tm = meaning(target)
            if tm in seen:
                removed.append(line.strip())
            else:
                seen.add(tm)
                rendered = target.render(fmt)
                new_main.append(rendered)
                removed.append(line.strip())
                added.append(rendered)
            continue
        if owned is not None and owned.search(line.strip()):
            removed.append(line.strip())
            continue
        new_main.append(line)

    if state == "present":
        missing = [e for e in entries if meaning(e) not in seen]
        # insert after the last non-blank main line: PVE keeps a blank line before each [section]
        cut = len(new_main)
        while cut > 0 and not new_main[cut - 1].strip():
            cut -= 1
        tail = new_main[cut:]
        new_main = new_main[:cut]
        done: set[tuple] = set()
        for e in missing:
            m = meaning(e)
            if m in done:
                continue
            done.add(m)
            if _DEV_KEY.match(e.key):
                e = Entry(f"dev{_next_dev_index(new_main)}", e.value)
            rendered = e.render(fmt)
            new_main.append(rendered)
            added.append(rendered)
        new_main.extend(tail)

    if not added and not removed:
        return EditResult(text=text, changed=False)
    new_text = "\n".join(new_main + rest)
    if text.endswith("\n") or not text:
        new_text += "\n"
    return EditResult(text=new_text, changed=new_text != text, added=added, removed=removed)


def count_meaning(text: str, line: str) -> int:
    """How many main-section lines of `text` mean the same as `line` (tests: 'present exactly once')."""
    target = meaning(parse_wanted(line))
    main, _ = split_main(text)
    return sum(1 for raw in main if (e := parse_line(raw)) is not None and meaning(e) == target)
