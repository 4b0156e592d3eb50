"""Every module in library/ documents itself the way Ansible reads it (``ansible-doc``), and its
DOCUMENTATION options match its argument_spec field for field (STYLE.md, "Modules")."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
MODULES = sorted(p.stem for p in (REPO / "library").glob("*.py"))


def _docs(name: str) -> dict:
    tree = ast.parse((REPO / "library" / f"{name}.py").read_text(encoding="utf-8"))
    return {n.targets[0].id: n.value.value for n in tree.body
            if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") in ("DOCUMENTATION", "EXAMPLES", "RETURN")}


@pytest.mark.parametrize("name", MODULES)
def test_documentation_parses_and_ansible_doc_reads_it(name: str) -> None:
    docs = _docs(name)
    assert set(docs) == {"DOCUMENTATION", "EXAMPLES", "RETURN"}, f"{name}: {sorted(docs)}"
    for text in docs.values():
        yaml.safe_load(text)  # a YAML error names the line
    out = subprocess.run([sys.executable, "-m", "ansible.cli.doc", "-M", str(REPO / "library"), "-t", "module",
                          "--json", name], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr[-800:]
    doc = json.loads(out.stdout)[name]["doc"]
    assert doc["module"] == name and doc["short_description"]


@pytest.mark.parametrize("name", MODULES)
def test_documented_options_are_the_argument_spec(name: str) -> None:
    documented = set((yaml.safe_load(_docs(name)["DOCUMENTATION"]) or {}).get("options") or {})
    src = (REPO / "library" / f"{name}.py").read_text(encoding="utf-8")
    tree = ast.parse(src)
    spec_keys: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "argument_spec" and isinstance(node.value, ast.Dict):
            spec_keys = {k.value for k in node.value.keys if isinstance(k, ast.Constant)}
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict) and any(
                getattr(t, "id", "").upper().endswith("ARGUMENT_SPEC") for t in node.targets):
            spec_keys = {k.value for k in node.value.keys if isinstance(k, ast.Constant)}
    if not spec_keys:
        pytest.skip(f"{name}: argument_spec is built indirectly")
    assert documented == spec_keys, (f"{name}: only documented {sorted(documented - spec_keys)}, "
                                     f"only in argument_spec {sorted(spec_keys - documented)}")
