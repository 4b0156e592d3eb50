#!/usr/bin/env python3
"""Parse a server argv with the installed SGLang's own parser; print one JSON object on stdout.

Run on the target with the interpreter that has SGLang (and torch): ``sglang.srt.server_args`` imports
torch. Argument: the argv as one JSON list (without ``python -m sglang.launch_server``).

Output and exit status:
  0  {"version": "0.5.17"}                                      the parser accepts the argv
  2  {"version": ..., "rejected": "sglang serve: error: ..."}   argparse's own message
  3  {"error": "ModuleNotFoundError: ..."}                      SGLang's parser cannot be imported here
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import sys


class _Rejected(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """argparse that raises instead of printing usage and exiting (the message is all we need)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise _Rejected(f"{self.prog}: error: {message}")


def main() -> int:
    argv = json.loads(sys.argv[1])
    try:
        version = importlib.metadata.version("sglang")
        from sglang.srt.server_args import ServerArgs
    except Exception as exc:  # noqa: BLE001 -- any import failure means the check cannot run here
        print(json.dumps({"error": f"{type(exc).__name__}: {exc}"[:2000]}))
        return 3
    parser = _Parser(prog="sglang serve")
    ServerArgs.add_cli_args(parser)
    try:
        parser.parse_args(argv)
    except _Rejected as exc:
        print(json.dumps({"version": version, "rejected": str(exc)[:2000]}))
        return 2
    print(json.dumps({"version": version}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
