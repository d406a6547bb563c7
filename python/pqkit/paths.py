"""Where things are: the repository root, build trees, results."""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(os.environ.get("PQKIT_ROOT", Path(__file__).resolve().parents[2]))
# PQKIT_BUILD: another place for the build trees (e.g. one per run over a big root)
BUILD = Path(os.environ.get("PQKIT_BUILD", ROOT / "build"))
RESULTS = Path(os.environ.get("PQKIT_RESULTS", ROOT / "results"))
TOOLCHAIN = ROOT / "cmake" / "toolchain-arm-none-eabi.cmake"
M4CYCLES_SRC = ROOT / "tools" / "m4cycles"
M4CYCLES_BUILD = BUILD / "m4cycles"
CTCHECK_SRC = ROOT / "tools" / "ctcheck"
CTCHECK_BUILD = BUILD / "ctcheck"

OPTS = ["speed", "size", "debug"]


def build_dir(platform: str, opt: str, variant: str = "") -> Path:
    """variant "ct": the tree built with the constant-time hooks (PQKIT_CT_TESTING);
    "vas": with PQKIT_VERIFY_AFTER_SIGN; "ct-vas": both (build.VARIANTS). A run with
    external implementation folders has trees of its own, one per set of roots
    (external.tree_tag), so that it never changes the targets of a run without them."""
    from pqkit import external
    parts = [platform, opt, *(p for p in (variant, external.tree_tag()) if p)]
    return BUILD / "-".join(parts)
