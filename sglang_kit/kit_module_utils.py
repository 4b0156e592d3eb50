"""The one way to import the kit's ``module_utils`` outside Ansible's module packaging.

Ansible imports ``module_utils/NAME.py`` (the ``module_utils`` path of ansible.cfg) as
``ansible.module_utils.NAME``, but only into the modules it ships to a host: the controller process that
runs filters and callbacks, pytest and the ``sglang-diagnose`` command get nothing. They all call
``import_module_util(NAME)``, which does what Ansible does for modules: it adds the kit's module_utils
directory to the ``ansible.module_utils`` package path and imports ``ansible.module_utils.NAME``. So a
test, a filter and a module share one module object (a test that patches it patches it for all), and a
directory put first on that path (scripts/mutation.py's mutants) wins everywhere.

Where the files are: a checkout or an editable install has ``module_utils/`` next to ``sglang_kit/``; the
wheel carries a copy inside the package, ``sglang_kit/module_utils/`` (pyproject.toml maps it, the files stay
where Ansible finds them). Without Ansible (``sglang-diagnose`` installed from the wheel or with pipx) the
package ``sglang_kit.module_utils`` takes the place of ``ansible.module_utils``.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

_HERE = Path(__file__).resolve().parent


def module_utils_dir() -> Path:
    """The kit's module_utils directory: the wheel's copy in the package, else the checkout's beside it."""
    packaged = _HERE / "module_utils"
    return packaged if packaged.is_dir() else _HERE.parent / "module_utils"


def _namespace() -> ModuleType:
    """``ansible.module_utils`` when Ansible is installed, else the package ``sglang_kit.module_utils``."""
    try:
        import ansible.module_utils as namespace

        return namespace
    except ImportError:
        pass
    name = f"{__package__}.module_utils"
    try:
        return importlib.import_module(name)  # the wheel's copy (a namespace package)
    except ImportError:  # a checkout used without Ansible and without installing the package
        namespace = ModuleType(name)
        namespace.__path__ = []
        return sys.modules.setdefault(name, namespace)


def serve_module_utils(directory: str | Path | None = None) -> ModuleType:
    """Add ``directory`` (default: ``module_utils_dir()``) to the module_utils package path; returns the package.

    The directory is appended, so one already on the path keeps precedence; a second call adds nothing.
    """
    namespace = _namespace()
    where = str(directory if directory is not None else module_utils_dir())
    if where not in list(namespace.__path__):
        namespace.__path__.append(where)
    return namespace


def import_module_util(name: str, directory: str | Path | None = None) -> ModuleType:
    """``module_utils/NAME.py`` imported the way Ansible names it for modules (``ansible.module_utils.NAME``).

    ``directory`` is the module_utils directory to serve (see ``serve_module_utils``); a plugin passes the
    one beside it, so a checkout's plugins never read another copy's files. Raises ImportError
    (ModuleNotFoundError) when no directory on the path holds ``NAME.py``.
    """
    namespace = serve_module_utils(directory)
    return importlib.import_module(f"{namespace.__name__}.{name}")


__all__ = ["import_module_util", "module_utils_dir", "serve_module_utils"]
