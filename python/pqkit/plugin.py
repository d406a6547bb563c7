"""The Cortex-M4 cycle-model QEMU plugin (tools/m4cycles): build it, find it."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path
from typing import Optional

from pqkit import paths


def ensure(src=paths.M4CYCLES_SRC, build=paths.M4CYCLES_BUILD, name="libm4cycles.so",
           what="cycle-model plugin") -> tuple:
    """(path to the plugin's .so or None, reason when None); the cycle model by default."""
    so = build / name
    if not (src / "Makefile").exists():
        return None, f"{what} not present ({src.relative_to(paths.ROOT)} has no Makefile)"
    build.mkdir(parents=True, exist_ok=True)
    p = subprocess.run(["make", "-s", "-C", str(src), f"BUILD={build}"],
                       capture_output=True, text=True)
    if p.returncode != 0 or not so.exists():
        tail = (p.stdout + p.stderr).strip().splitlines()[-5:]
        return None, f"{what} failed to build: " + " | ".join(tail)
    return so, ""


def ensure_ctcheck() -> tuple:
    """(path to libctcheck.so or None, reason when None)."""
    return ensure(paths.CTCHECK_SRC, paths.CTCHECK_BUILD, "libctcheck.so", "constant-time plugin")


def unit_for(model: Optional[int]) -> str:
    """How speed figures from QEMU are labelled: never 'cycles' without a model."""
    if model is None or model <= 0:
        return "instructions"
    return f"estimated cycles (model v{model})"


# A MEMORY line of a linker script: NAME (attrs) : ORIGIN = x, LENGTH = y[K|M].
_MEMORY_LINE = re.compile(r"^\s*(\w+)\s*\([^)]*\)\s*:\s*ORIGIN\s*=\s*(0x[0-9a-fA-F]+|\d+)\s*,"
                          r"\s*LENGTH\s*=\s*(0x[0-9a-fA-F]+|\d+)([KM]?)", re.MULTILINE)


def flash_ranges(linker_script: Path) -> list:
    """[(lo, hi)] of the memory a platform's linker script calls CODE: where code,
    constants and literal pools live, the boards' flash. On mps2-an386 that is
    SSRAM1, which stands in for the flash of the boards the model targets."""
    ranges = []
    for name, origin, length, unit in _MEMORY_LINE.findall(linker_script.read_text()):
        if name == "CODE":
            lo = int(origin, 0)
            ranges.append((lo, lo + int(length, 0) * {"": 1, "K": 1 << 10, "M": 1 << 20}[unit]))
    if not ranges:
        raise ValueError(f"{linker_script}: no CODE memory region")
    return ranges


def m4cycles_args(so: Path, begin: int, end: int, out: Path, flash: list,
                  ranges: Optional[list] = None) -> str:
    """The -plugin argument of the cycle model: region markers, the platform's
    flash (memory map), the output file and optional hashing ranges."""
    args = (f"{so},begin={begin:#x},end={end:#x},out={out},"
            "flash=" + ":".join(f"{lo:#x}-{hi:#x}" for lo, hi in flash))
    if ranges:
        args += ",ranges=" + ":".join(f"{lo:#x}-{hi:#x}" for lo, hi in ranges)
    return args


def platform_flash(platform: str) -> list:
    """The flash of a platform: the regions of kind "code" in its description
    (platform/<platform>/platform.json), where code, constants and literal pools live."""
    from pqkit import platforms

    ranges = [(int(r["start"], 0), int(r["end"], 0) + 1)
              for r in platforms.get(platform).get("regions", []) if r["kind"] == "code"]
    if not ranges:
        raise ValueError(f"{platform}: its description names no code region")
    return ranges
