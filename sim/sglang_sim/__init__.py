"""sglang_sim: a simulator of an SGLang server for machines without GPUs.

Started exactly like SGLang (``python -m sglang_sim <argv of python -m sglang.launch_server>``), it
serves the routes SGLang serves, schedules requests the way SGLang's scheduler does (waiting queue,
running batch, prefill budget, KV-cache pool, decode steps) with step times taken from a preset, logs
in SGLang 0.5.9's formats and fails the way the real server fails. See docs/simulator.md.
"""

__version__ = "0.1.0"
