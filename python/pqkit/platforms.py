"""The platform descriptions (platform/<name>/platform.json) and the implementations'
requirements (cmake/PqkitImplementations.cmake): what can run where.

The CMake build reads the same two files (cmake/PqkitPlatform.cmake,
pqkit_implementation()); nothing else in the lab names a platform's properties."""
from __future__ import annotations

import functools
import json
import platform as _host
import re
from pathlib import Path
from typing import Optional

from pqkit import paths

PLATFORM_DIR = paths.ROOT / "platform"
IMPLEMENTATIONS = paths.ROOT / "cmake" / "PqkitImplementations.cmake"
# Order of the list and of the help text: the default platform, the host, then the
# other emulated platforms, then the boards.
KIND_ORDER = {"qemu": 0, "host": 1, "board": 2}


@functools.lru_cache(maxsize=None)
def all_platforms() -> dict:
    """name -> description, for every platform/<name>/platform.json."""
    out = {}
    for f in sorted(PLATFORM_DIR.glob("*/platform.json")):
        d = json.loads(f.read_text())
        if d["name"] != f.parent.name:
            raise ValueError(f"{f}: name {d['name']!r} is not its folder's")
        out[d["name"]] = d
    return dict(sorted(out.items(), key=lambda kv: (kv[0] != "mps2-an386",
                                                    KIND_ORDER[kv[1]["kind"]], kv[0])))


def get(name: str) -> dict:
    return all_platforms()[name]


def names(kind: Optional[str] = None) -> list:
    return [n for n, d in all_platforms().items() if kind is None or d["kind"] == kind]


def is_qemu(name: str) -> bool:
    return get(name)["kind"] == "qemu"


def is_board(name: str) -> bool:
    return get(name)["kind"] == "board"


def has_cycle_model(name: str) -> bool:
    """Only the Cortex-M4 has a cycle model; elsewhere QEMU speed is instruction counts."""
    return bool(get(name).get("cycle_model"))


def features(name: str) -> set:
    """The description's features; the host gains x86-64 on such a machine (as in CMake)."""
    d = get(name)
    out = set(d.get("features", []))
    if d["kind"] == "host" and _host.machine() in ("x86_64", "AMD64", "amd64"):
        out.add("x86-64")
    return out


def qemu_args(name: str) -> list:
    q = get(name)["qemu"]
    return ["-M", q["machine"], *q.get("args", [])]


@functools.lru_cache(maxsize=None)
def requirements() -> dict:
    """impl -> the features pqkit_implementation(... REQUIRES ...) lists for it."""
    out = {}
    text = re.sub(r"#.*", "", IMPLEMENTATIONS.read_text())
    for m in re.finditer(r"pqkit_implementation\(\s*(\S+)([^)]*)\)", text):
        req = re.search(r"\bREQUIRES\s+(.*)", m[2], re.S)
        out[m[1]] = req[1].split() if req else []
    return out


def missing(impl: str, platform: str) -> list:
    """The features impl needs that platform lacks (empty: applicable)."""
    have = features(platform)
    return [f for f in requirements().get(impl, []) if f not in have]


def not_applicable(impl: str, platform: str) -> Optional[str]:
    """Why impl cannot run on platform, or None."""
    lack = missing(impl, platform)
    if not lack:
        return None
    return f"not applicable: {get(platform)['cpu']} lacks {', '.join(lack)}"


def describe(name: str) -> str:
    """One line: CPU, features, where it runs."""
    d = get(name)
    if d["kind"] == "host":
        return "host (native)"
    feats = ", ".join(sorted(features(name))) or "no DSP, no FPU"
    where = (f"QEMU -M {d['qemu']['machine']}" if d["kind"] == "qemu"
             else f"board, {d.get('status', '')}")
    return f"{d['cpu']} ({d['arch']}; {feats}), {where}"


LINK_SLACK = 0x4000000  # as in platform/CMakeLists.txt


def linker_script(name: str) -> str:
    """platform/cortex-m/link.ld.in filled in for name, as platform/CMakeLists.txt does,
    for programs built outside CMake (./pqkit calibrate)."""
    d = get(name)
    values = {"PQKIT_PLATFORM": name, "PQKIT_LINK_SLACK": hex(LINK_SLACK),
              "PQKIT_PLATFORM_FLASH_ORIGIN": d["flash"]["origin"],
              "PQKIT_PLATFORM_FLASH_LENGTH": str(d["flash"]["length"]),
              "PQKIT_PLATFORM_RAM_ORIGIN": d["ram"]["origin"],
              "PQKIT_PLATFORM_RAM_LENGTH": str(d["ram"]["length"]),
              "PQKIT_PLATFORM_STACK": str(d["stack"])}
    text = (PLATFORM_DIR / "cortex-m" / "link.ld.in").read_text()
    return re.sub(r"@(\w+)@", lambda m: values[m[1]], text)


def defines(name: str) -> list:
    """The -D options platform/CMakeLists.txt gives the platform's sources."""
    d = get(name)
    return [f"-D{k}={v}" for k, v in d.get("defines", {}).items()] + [
        f'-DPQKIT_PLATFORM_NAME="{name}"']
