#!/usr/bin/python
"""Ansible module: apply the kit's patch series to the SGLang installed in a venv, verify, record provenance."""

from __future__ import annotations

DOCUMENTATION = r"""
---
module: sglang_patch
short_description: Apply a per-version patch series to an installed SGLang and record its provenance
description:
  - Asks the venv's python which SGLang version is installed and where (without importing SGLang).
  - Picks the series of that version from C(series); fails before changing anything when no series exists for that
    version, or when a file the series touches matches neither its recorded pre-image nor post-image sha256
    (drift), naming the file, the version and how to refresh the patch.
  - Applies the series in memory (strict hunks, no fuzz), checks each result against the recorded
    post-image, writes only files still at their pre-image (already-applied files are left alone), then
    verifies the files on disk and compiles them with the venv's python (restoring the originals if that
    fails).
  - Writes a provenance JSON (SGLang version, each patch and its sha256, each patched file's pre, post and
    current sha256) when its content changes, and returns it.
version_added: "0.1.0"
author: sglang-kit
options:
  python:
    description: Path of the venv's python (the interpreter whose site-packages hold SGLang).
    type: path
    required: true
  series:
    description:
      - Every series the kit has, as data (so nothing is copied to the target), keyed by SGLang version;
        each value has C(series) (text of the series file), C(patches) (patch name to diff text) and
        C(checksums) (text of checksums.json, or null for an empty series).
      - The role builds it on the controller with C(files/series_bundle.py).
    type: dict
    required: true
  provenance_path:
    description: Where the provenance JSON is written on the target.
    type: path
    required: true
attributes:
  check_mode:
    support: full
    details: Plans and reports what would change (drift fails as in a real run); writes nothing.
  diff_mode:
    support: none
notes:
  - Pure logic (series parsing, planning, drift, provenance) lives in module_utils/sglang_patchseries.py.
"""

EXAMPLES = r"""
- name: Apply the SGLang patch series
  sglang_patch:
    python: /root/ml-env/bin/python
    series: "{{ lookup('ansible.builtin.pipe', 'roles/sglang_patches/files/series_bundle.py roles/sglang_patches/files/patches') }}"
    provenance_path: /root/ml-env/kit/sglang-patches.json
  register: sglang_patches_result
"""

RETURN = r"""
sglang_version:
  description: SGLang version installed in the venv.
  returned: always
  type: str
  sample: "0.5.9"
site_packages:
  description: Directory holding the sglang package.
  returned: always
  type: str
  sample: /root/ml-env/lib/python3.12/site-packages
applied:
  description: Files (relative to site_packages) written by this run.
  returned: success
  type: list
  elements: str
  sample: [sglang/srt/model_executor/model_runner.py]
already_applied:
  description: Files that already held their post-image.
  returned: success
  type: list
  elements: str
  sample: []
provenance:
  description: Content of the provenance file.
  returned: success
  type: dict
  sample:
    format: 1
    sglang_version: "0.5.9"
    series_sha256: 2c1e...
    patches: [{name: 0001-enable-flashinfer-cutlass-moe-autotune.patch, sha256: 9f0a...}]
    files: {sglang/srt/model_executor/model_runner.py: {pre: be07..., post: 01e5..., sha256: 01e5..., verified: true}}
provenance_path:
  description: Path of the provenance file.
  returned: always
  type: str
  sample: /root/ml-env/kit/sglang-patches.json
drift:
  description: Why the series was not applied (on drift failures only).
  returned: failure
  type: dict
  sample: {version: "0.5.9", path: sglang/srt/model_executor/model_runner.py, reason: pre_image_mismatch}
"""

import json
import os
import tempfile

from ansible.module_utils.basic import AnsibleModule
from ansible.module_utils.sglang_patchseries import (
    DriftError,
    SeriesError,
    check_version,
    parse_series,
    plan_series,
    provenance,
    sha256_text,
    touched_paths,
)

# Runs in the venv's python: where sglang is and its version, without importing it (its import is slow).
PROBE = (
    "import importlib.util, importlib.metadata as m, json, os\n"
    "s = importlib.util.find_spec('sglang')\n"
    "d = os.path.dirname(os.path.dirname(s.origin)) if s and s.origin else None\n"
    "v = m.version('sglang') if s else None\n"
    "print(json.dumps({'site_packages': d, 'version': v}))\n"
)
C_LOCALE = {"LC_ALL": "C", "LANG": "C"}


def read_text(path):
    """File content as text (UTF-8, line endings untouched), or None when missing."""
    try:
        with open(path, "rb") as f:
            return f.read().decode("utf-8")
    except FileNotFoundError:
        return None


def write_text(path, text):
    """Replace a file atomically, keeping its permission bits."""
    mode = os.stat(path).st_mode & 0o7777
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".sglang_patch.")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8"))
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def probe(module, python):
    if module.check_mode and not os.path.exists(python):
        # check mode before role ml_env ever ran: no venv to inspect, say so instead of failing
        module.exit_json(
            changed=True, msg=f"check mode: {python} does not exist yet; the series is applied after it is built"
        )
    rc, out, err = module.run_command([python, "-c", PROBE], environ_update=C_LOCALE)
    if rc != 0:
        module.fail_json(msg=f"could not run {python} to find SGLang (rc={rc}): {err.strip()[-500:]}")
    data = json.loads(out)
    if not data["version"] or not data["site_packages"]:
        module.fail_json(msg=f"SGLang is not installed for {python}: run role ml_env first")
    return data["version"], data["site_packages"]


def main():
    module = AnsibleModule(
        argument_spec=dict(
            python=dict(type="path", required=True),
            series=dict(type="dict", required=True),
            provenance_path=dict(type="path", required=True),
        ),
        supports_check_mode=True,
    )
    python = module.params["python"]
    bundle = module.params["series"]
    prov_path = module.params["provenance_path"]
    version, site = probe(module, python)
    result = dict(changed=False, sglang_version=version, site_packages=site, provenance_path=prov_path)

    try:
        check_version(version, sorted(bundle))
        entry = bundle[version] or {}
        series_text = entry.get("series") or ""
        patches = entry.get("patches") or {}
        checksums = entry.get("checksums")
        order = [n for n in parse_series(series_text) if n in patches]
        paths = touched_paths(patches, order)
        current = {p: read_text(os.path.join(site, p)) for p in paths}
        plan = plan_series(version, series_text, patches, checksums, current)
    except DriftError as exc:
        module.fail_json(
            msg=f"SGLang patch drift: {exc}",
            drift=dict(version=exc.version, path=exc.path, reason=exc.reason),
            **result,
        )
    except SeriesError as exc:
        module.fail_json(msg=f"the kit's patch series for SGLang {version} is inconsistent: {exc}", **result)

    to_apply = plan.to_apply
    result["applied"] = [f.path for f in to_apply]
    result["already_applied"] = [f.path for f in plan.files if f.status == "applied"]
    if to_apply:
        result["changed"] = True
        if not module.check_mode:
            originals = {f.path: current[f.path] for f in to_apply}
            for f in to_apply:
                write_text(os.path.join(site, f.path), f.new_text)
            files = [os.path.join(site, f.path) for f in plan.files]
            rc, out, err = module.run_command([python, "-m", "py_compile", *files], environ_update=C_LOCALE)
            if rc != 0:
                for path, text in originals.items():
                    write_text(os.path.join(site, path), text)
                module.fail_json(
                    msg=f"patched SGLang {version} does not compile with {python}; originals restored: "
                    f"{(err or out).strip()[-1000:]}",
                    **result,
                )

    on_disk = {}
    for f in plan.files:
        text = f.new_text if module.check_mode else read_text(os.path.join(site, f.path))
        on_disk[f.path] = sha256_text(text) if text is not None else None
    bad = [f.path for f in plan.files if on_disk[f.path] != f.post]
    if bad:
        module.fail_json(msg=f"post-image verification failed for {', '.join(bad)} (SGLang {version})", **result)

    record = provenance(plan, on_disk, site)
    text = json.dumps(record, indent=2, sort_keys=True) + "\n"
    if read_text(prov_path) != text:
        result["changed"] = True
        if not module.check_mode:
            os.makedirs(os.path.dirname(prov_path), exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(prov_path), prefix=".provenance.")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
            os.chmod(tmp, 0o644)
            os.replace(tmp, prov_path)
    result["provenance"] = record
    module.exit_json(**result)


if __name__ == "__main__":
    main()
