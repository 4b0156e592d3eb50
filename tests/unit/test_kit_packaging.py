"""The installable CLI and the one module_utils loader (sglang_kit/kit_module_utils.py).

The wheel carries module_utils/ as sglang_kit/module_utils/ (pyproject.toml); ``make wheel-check`` builds
it and runs sglang-diagnose from a fresh venv. These tests lay the same files out the way the wheel and a
checkout do and run the CLI with Python's site packages off (no Ansible), in a few hundred ms.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from ansible.module_utils import sglang_diagnosis, sglang_flags, sglang_yaml

from sglang_kit import kit_module_utils

REPO = Path(__file__).resolve().parents[2]
CASE_07 = REPO / "tests" / "cases" / "shared" / "case_07.log"
RUN_CLI = (
    "import sys; sys.path.insert(0, sys.argv[1]); from sglang_kit import diagnose_cli; "
    "rc = diagnose_cli.main([sys.argv[2]]); "
    "print('ansible' in sys.modules, sys.modules['sglang_kit.module_utils.sglang_diagnosis'].__file__); "
    "sys.exit(rc)"
)


def _copy_package(dest: Path, module_utils_inside: bool) -> Path:
    """sglang_kit/ with module_utils/ inside it (the wheel) or beside it (a checkout); returns the root."""
    shutil.copytree(REPO / "sglang_kit", dest / "sglang_kit", ignore=shutil.ignore_patterns("__pycache__"))
    where = dest / "sglang_kit" / "module_utils" if module_utils_inside else dest / "module_utils"
    shutil.copytree(REPO / "module_utils", where, ignore=shutil.ignore_patterns("__pycache__"))
    return where


@pytest.mark.parametrize("inside", [True, False], ids=["wheel-layout", "checkout-layout"])
def test_cli_without_ansible_finds_the_module_utils_of_its_layout(tmp_path, inside):
    # Before: the CLI looked only beside the package, so the wheel's layout raised FileNotFoundError.
    where = _copy_package(tmp_path, inside)
    proc = subprocess.run([sys.executable, "-I", "-S", "-c", RUN_CLI, str(tmp_path), str(CASE_07)],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert "class:   cuda_oom" in lines
    assert lines[-1] == f"False {where / 'sglang_diagnosis.py'}"


def test_the_wheel_maps_module_utils_into_the_package():
    setuptools = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert "sglang_kit.module_utils" in setuptools["packages"]
    assert setuptools["package-dir"]["sglang_kit.module_utils"] == "module_utils"
    assert (REPO / "module_utils" / "sglang_diagnosis.py").is_file()  # still where ansible.cfg points Ansible


def test_checkout_serves_its_own_module_utils():
    assert kit_module_utils.module_utils_dir() == REPO / "module_utils"


def test_filters_cli_and_tests_share_one_module_object():
    import sglang_flags as flags_filter  # filter_plugins/, as Ansible loads it
    import sglang_yaml as yaml_filter

    assert flags_filter._flags is sglang_flags
    assert yaml_filter._yaml is sglang_yaml
    assert kit_module_utils.import_module_util("sglang_diagnosis") is sglang_diagnosis
    assert sglang_diagnosis.__name__ == "ansible.module_utils.sglang_diagnosis"


def test_serving_twice_adds_the_directory_once():
    import ansible.module_utils as namespace

    kit_module_utils.serve_module_utils(REPO / "module_utils")
    kit_module_utils.serve_module_utils(REPO / "module_utils")
    assert namespace.__path__.count(str(REPO / "module_utils")) == 1


def test_a_missing_module_util_raises_import_error():
    with pytest.raises(ImportError):
        kit_module_utils.import_module_util("sglang_no_such_util")
