"""Does a linked firmware fit its platform? From the GNU ld map (sizes.parse_map) and
the platform description: flash holds .text, .ARM.exidx and the load image of .data;
RAM holds .data, .bss and the stack the description reserves. The firmware is linked
with room to spare (platform/cortex-m/link.ld.in), so a program too large for the part
still links; this check turns that into an answer instead of a crash or link error."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Optional

from pqkit import platforms, runner, sizes

FLASH_SECTIONS = (".text", ".ARM.exidx", ".data")


def needs(link: sizes.LinkMap, desc: dict) -> dict:
    """Bytes of flash and RAM the firmware occupies, addresses from the map."""
    flash = sum(link.sections.get(s, 0) for s in FLASH_SECTIONS)
    ram_origin = int(desc["ram"]["origin"], 16)
    ram_end = max((link.starts[s] + link.sections[s] for s in (".data", ".bss", ".stack")
                   if s in link.sections), default=ram_origin)
    return {"flash": flash, "ram": ram_end - ram_origin, "stack": link.sections.get(".stack", 0),
            "static_ram": link.sections.get(".data", 0) + link.sections.get(".bss", 0)}


def check(elf: Path, platform: str) -> Optional[str]:
    """None when the firmware fits, else "does not fit: needs N bytes of RAM, has M"."""
    desc = platforms.get(platform)
    if desc["kind"] == "host":
        return None
    link_map = elf.with_suffix(".map")
    if not link_map.exists():
        return None
    need = needs(sizes.parse_map(link_map.read_text()), desc)
    why = []
    if need["ram"] > desc["ram"]["length"]:
        why.append(f"needs {need['ram']:,} bytes of RAM, has {desc['ram']['length']:,} "
                   f"(.data + .bss {need['static_ram']:,}, stack {need['stack']:,})")
    if need["flash"] > desc["flash"]["length"]:
        why.append(f"needs {need['flash']:,} bytes of flash, has {desc['flash']['length']:,}")
    return "does not fit: " + "; ".join(why) if why else None


ARENA_SHORT = re.compile(r"arena too small for buffers: needs at least (\d+) bytes, has (\d+)")


def after_run(res, elf: Path, platform: str):
    """A run that stopped because the buffers outgrew the platform's arena
    (harness/arena.c) or the stack measurement found the whole stack used, on a platform
    whose RAM is all given to data, arena and stack (less than a stack's worth free),
    did not fail: it does not fit. Marks res so, with the RAM the program needs at least (its linked
    RAM with the arena grown to what it asked, or with more stack than it has)."""
    short = next((m for m in map(ARENA_SHORT.search, res.output.errors if res.output else [])
                  if m), None)
    # platform/cortex-m/stack.c's guard word, or a lockup: a fault the core could not take,
    # which on a part with no RAM to spare is the stack run below the bottom of RAM.
    overflow = res.reason == "crash: stack-overflow" or res.reason.startswith(
        f"crash: {runner.LOCKUP} ")
    desc = platforms.get(platform)
    if (res.ok or (short is None and not overflow) or desc["kind"] == "host"
            or not elf.with_suffix(".map").exists()):
        return res
    need = needs(sizes.parse_map(elf.with_suffix(".map").read_text()), desc)
    if desc["ram"]["length"] - need["ram"] >= need["stack"]:
        # RAM to spare (mps2-an386 has 4 MiB): the description's arena or stack is too
        # small, not the part; that stays a failure.
        return res
    if overflow:
        sign = ("its stack guard word was overwritten" if res.reason.endswith("overflow")
                else "the core locked up on a fault it could not take")
        res.reason = (f"does not fit: its stack needs more than the {need['stack']:,} bytes "
                      f"the {desc['ram']['length']:,} bytes of RAM leave beside .data + .bss "
                      f"{need['static_ram']:,} ({sign})")
        res.not_run = True
        return res
    asked, arena = int(short[1]), int(short[2])
    total = need["ram"] - arena + asked
    if total > desc["ram"]["length"]:
        res.reason = (f"does not fit: needs at least {total:,} bytes of RAM, has "
                      f"{desc['ram']['length']:,} (buffers {asked:,}, stack {need['stack']:,})")
    else:  # the RAM left beside the stack the description reserves is too small
        res.reason = (f"does not fit: its buffers need at least {asked:,} bytes, the "
                      f"{desc['ram']['length']:,} bytes of RAM leave {arena:,} beside "
                      f"{need['stack']:,} of stack")
    res.not_run = True
    return res
