"""What the lab reads from ELF files and archives with binutils: marker addresses,
hashing-function ranges, section sizes and per-function sizes."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

# Symmetric primitives whose share of the run time the hashing profile reports.
HASH_SYMBOL = re.compile(r"keccak|shake|sha3|sha2|sha256|sha512|aes", re.IGNORECASE)


def _tool(cross: bool, name: str) -> str:
    return f"arm-none-eabi-{name}" if cross else name


def symbols(elf: Path, cross: bool = True) -> list:
    """(name, address, size, type) of every sized symbol."""
    out = subprocess.run([_tool(cross, "nm"), "-S", "--defined-only", str(elf)],
                         capture_output=True, text=True, check=True).stdout
    syms = []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4:
            syms.append((parts[3], int(parts[0], 16), int(parts[1], 16), parts[2]))
    return syms


def marker_addresses(elf: Path) -> tuple:
    """Addresses of pqkit_region_begin / _end with the Thumb bit cleared."""
    found = {}
    for name, addr, _size, _t in symbols(elf):
        if name in ("pqkit_region_begin", "pqkit_region_end"):
            found[name] = addr & ~1
    if len(found) != 2:
        raise ValueError(f"{elf}: region markers not found")
    return found["pqkit_region_begin"], found["pqkit_region_end"]


def function_range(elf: Path, name: str) -> tuple:
    """[lo, hi) of a function, Thumb bit cleared."""
    for sym, addr, size, t in symbols(elf):
        if sym == name and t in "tT" and size > 0:
            return addr & ~1, (addr & ~1) + size
    raise ValueError(f"{elf}: function {name} not found")


def source_lines(elf: Path, addresses: list) -> dict:
    """address -> (function, "file:line") from the ELF's debug line table (addr2line)."""
    if not addresses:
        return {}
    out = subprocess.run(["arm-none-eabi-addr2line", "-f", "-e", str(elf),
                          *(f"{a:#x}" for a in addresses)],
                         capture_output=True, text=True, check=True).stdout.splitlines()
    res = {}
    for i, a in enumerate(addresses):
        func = out[2 * i] if 2 * i < len(out) else "??"
        where = out[2 * i + 1].split(" (discriminator")[0] if 2 * i + 1 < len(out) else "??:0"
        res[a] = (func, where)
    return res


def hash_ranges(elf: Path, limit: int = 64) -> list:
    """[lo, hi) code ranges of the symmetric primitives, merged where adjacent."""
    ranges = sorted((a & ~1, (a & ~1) + s) for name, a, s, t in symbols(elf)
                    if t in "tT" and s > 0 and HASH_SYMBOL.search(name)
                    and not name.startswith("lab_"))
    merged = []
    for lo, hi in ranges:
        if merged and lo <= merged[-1][1] + 8:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    # The plugin takes a bounded number of ranges: close the smallest gaps first.
    while len(merged) > limit:
        gaps = [(merged[i + 1][0] - merged[i][1], i) for i in range(len(merged) - 1)]
        _, i = min(gaps)
        merged[i][1] = merged[i + 1][1]
        del merged[i + 1]
    return [tuple(r) for r in merged]


def archive_size(lib: Path, cross: bool = True) -> dict:
    """Sum of .text / .data / .bss over the members of a static library."""
    out = subprocess.run([_tool(cross, "size"), "-t", str(lib)],
                         capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if "(TOTALS)" in line:
            text, data, bss = (int(x) for x in line.split()[:3])
            return {"text": text, "data": data, "bss": bss}
    raise ValueError(f"{lib}: no totals from size")


def linked_text(map_file: Path, lib: Path) -> int:
    """Code and read-only data (.text*, .rodata*: what size counts as text) that a firmware
    links from the static library lib, from the firmware's linker map: the implementation
    as a user's image holds it, without the functions of the library the firmware does not
    call (the backend library serves every parameter set; --gc-sections drops the rest)."""
    member = lib.name + "("
    total, name, in_map = 0, None, False
    for line in map_file.read_text().splitlines():
        if not in_map:
            in_map = line.startswith("Linker script and memory map")
            continue
        parts = line.split()
        if line.startswith(" .") and parts:
            name = parts[0]
            parts = parts[1:]
        elif not line.startswith("  "):
            name = None
            continue
        if (name and len(parts) >= 3 and parts[0].startswith("0x") and member in parts[2]
                and name.startswith((".text", ".rodata"))):
            total += int(parts[1], 16)
            name = None
    return total


def function_sizes(lib: Path, cross: bool = True) -> list:
    """Per-function code sizes of a static library, largest first."""
    out = subprocess.run([_tool(cross, "nm"), "-S", "--size-sort", "--defined-only", str(lib)],
                         capture_output=True, text=True, check=True).stdout
    rows = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tT":
            rows[parts[3]] = rows.get(parts[3], 0) + int(parts[1], 16)
    return sorted(({"name": n, "size": s} for n, s in rows.items()), key=lambda r: -r["size"])
