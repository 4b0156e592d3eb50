"""Fixtures for the simulator tests: the target env's python, servers started and stopped by PID."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from simproc import SimProcess, start_sim  # noqa: E402
from target_env import find_target_python  # noqa: E402


@pytest.fixture(scope="session")
def target_python() -> Path:
    """Python of the target env (SGLang 0.5.9 without torch + bench_serving's deps); skip if none."""
    py, reason = find_target_python()
    if py is None:
        pytest.skip(reason)
    return py


def _factory(target_python, tmp):
    started: list[SimProcess] = []

    def _start(argv, env=None, wait=True, port=None):
        sim = start_sim(target_python, tmp, argv, env=env, wait=wait, port=port)
        started.append(sim)
        return sim

    def _cleanup():
        for sim in started:  # by PID, never by name
            if sim.proc.poll() is None:
                sim.proc.kill()
                sim.proc.wait(timeout=10)

    return _start, _cleanup


@pytest.fixture
def sims(target_python, tmp_path):
    """Factory: ``sims(argv, env=None, wait=True)`` starts a simulator; all are killed at teardown."""
    start, cleanup = _factory(target_python, tmp_path)
    yield start
    cleanup()


@pytest.fixture(scope="module")
def module_sims(target_python, tmp_path_factory):
    """Like ``sims``, for servers shared by a module's tests."""
    start, cleanup = _factory(target_python, tmp_path_factory.mktemp("sims"))
    yield start
    cleanup()


@pytest.fixture
def classify():
    """The kit's classifier (module_utils/sglang_diagnosis.py) when present, else skip."""
    try:
        from ansible.module_utils.sglang_diagnosis import classify as fn
    except ImportError:
        pytest.skip("module_utils/sglang_diagnosis.py not present")
    return fn


@pytest.fixture(scope="session")
def count_tokens(target_python):
    """``count_tokens([text, ...]) -> [n, ...]``: tokens per text with assets/tiny-llama, no special tokens
    (bench_serving's retokenization), computed in the target env (the test venv has no tokenizers)."""
    import json
    import subprocess

    from simproc import TOKENIZER

    code = (
        "import json,sys; from tokenizers import Tokenizer; "
        f"t=Tokenizer.from_file({str(TOKENIZER / 'tokenizer.json')!r}); "
        "texts=json.load(sys.stdin); "
        "print(json.dumps([len(t.encode(x, add_special_tokens=False).ids) for x in texts]))"
    )

    def _count(texts):
        res = subprocess.run(
            [str(target_python), "-c", code],
            input=json.dumps(texts),
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        return json.loads(res.stdout)

    return _count
