"""Entry point: ``python -m sglang_sim <the argv of python -m sglang.launch_server>``."""

from sglang_sim.cli import main

if __name__ == "__main__":
    main()
