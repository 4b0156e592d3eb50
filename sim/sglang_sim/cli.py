"""Command line: ``python -m sglang_sim <argv of python -m sglang.launch_server>``."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from sglang_sim import logs, multinode
from sglang_sim.faults import FaultSpecError, faults_from_env, gather_from_env
from sglang_sim.flags import FlagTableError, check_server_args, parse_server_args, server_args_traceback
from sglang_sim.presets import PresetError, choose_preset
from sglang_sim.server import SimServer, serve
from sglang_sim.textgen import load_tokenizer


def main(argv: list[str] | None = None) -> None:
    """Parse like SGLang (exit 2 on a bad flag), then run the simulated server until it ends."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        args, order, explicit = parse_server_args(argv)
        preset = choose_preset(args.get("model_path"))
        faults = faults_from_env()
        gather = gather_from_env()
    except (FlagTableError, PresetError, FaultSpecError) as exc:
        print(f"sglang_sim: error: {exc}", file=sys.stderr)
        sys.exit(2)
    refused = check_server_args(args)
    if refused:  # SGLang's ServerArgs checks fail with an AssertionError traceback, exit status 1
        sys.stderr.write(server_args_traceback(refused))
        sys.exit(1)
    model_path = str(args.get("model_path") or "")
    if model_path.startswith(("/", "./", "../", "~")) and not Path(model_path).expanduser().exists():
        # A local path that does not exist: SGLang fails while building ServerArgs, before any log line.
        sys.stderr.write(logs.model_path_missing(model_path))
        sys.exit(1)
    tokenizer = load_tokenizer(args.get("tokenizer_path"), args.get("model_path"))
    sim = SimServer(args, order, explicit, preset, tokenizer, faults, gather)
    sim.resolve()
    if multinode.is_follower(args):  # node rank > 0 of a multi-node server: no HTTP, follows rank 0
        sys.exit(multinode.run_follower(args))
    multinode.start_leader(args)
    try:
        asyncio.run(serve(sim))
    except KeyboardInterrupt:
        pass
