"""`./pqkit size`: flash and RAM per function of a linked firmware, from its GNU ld map.

Every input section the linker placed (a function with -ffunction-sections, a constant
table, a library member, the alignment padding between them) is one row, attributed to
the module it came from: the scheme's implementation library, the shared primitives,
the platform, the harness or the toolchain's libraries. The rows of an output section
add up to the size the map gives that section, so nothing is left out or counted twice.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

MODULES = ("scheme", "shared primitives", "platform", "harness", "toolchain", "padding")

_OUT = re.compile(r"^(\.\S+)(?:\s+0x([0-9a-f]+)\s+0x([0-9a-f]+))?")
_IN = re.compile(r"^ (\.\S+|COMMON|\*fill\*)(?:\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)(?:\s+(.*))?)?$")
_WRAPPED = re.compile(r"^\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)(?:\s+(.*))?$")
_SYMBOL = re.compile(r"^\s+0x([0-9a-f]+)\s+([A-Za-z_.$][\w.$]*)$")


@dataclass
class Piece:
    output: str          # output section (.text, .data, .bss, ...)
    section: str         # input section name (.text.pqkit_foo, *fill*)
    address: int
    size: int
    origin: str          # object or archive(member); "" for padding
    symbols: list = field(default_factory=list)


@dataclass
class LinkMap:
    sections: dict       # output section -> size
    pieces: list
    starts: dict = field(default_factory=dict)  # output section -> address


def parse_map(text: str) -> LinkMap:
    """The placed input sections of a GNU ld map ("Linker script and memory map" part)."""
    sections, pieces, starts = {}, [], {}
    out = pending = None
    started = False
    for line in text.splitlines():
        if not started:
            started = line.startswith("Linker script and memory map")
            continue
        if line.startswith(("LOAD ", "OUTPUT(", "START GROUP", "END GROUP")) or not line.strip():
            continue
        m = _OUT.match(line)
        if m:
            out, pending = m[1], None
            if m[3]:
                starts[out], sections[out] = int(m[2], 16), int(m[3], 16)
            else:
                pending = ("output", out)
            continue
        m = _IN.match(line)
        if m and out:
            if m[3] is None:
                pending = ("input", m[1])
            else:
                pieces.append(Piece(out, m[1], int(m[2], 16), int(m[3], 16), (m[4] or "").strip()))
                pending = None
            continue
        m = _WRAPPED.match(line)
        if m and pending:
            kind, name = pending
            if kind == "output":
                starts[name], sections[name] = int(m[1], 16), int(m[2], 16)
            elif m[3] is not None:
                pieces.append(Piece(out, name, int(m[1], 16), int(m[2], 16), m[3].strip()))
            pending = None
            continue
        m = _SYMBOL.match(line)
        if m and pieces:
            p = pieces[-1]
            if p.address <= int(m[1], 16) < p.address + max(p.size, 1):
                p.symbols.append(m[2])
    _clamp_merged(pieces, starts, sections)
    return LinkMap(sections, pieces, starts)


def _clamp_merged(pieces: list, starts: dict, sections: dict) -> None:
    """A mergeable string section is listed with its size before merging, at the address
    of the next piece when all its strings were merged into earlier ones: its placed size
    is what lies before the next piece (or the end of its output section)."""
    by_out = {}
    for p in pieces:
        by_out.setdefault(p.output, []).append(p)
    for out, ps in by_out.items():
        ps.sort(key=lambda p: p.address)
        end = starts.get(out, 0) + sections.get(out, 0)
        for p, nxt in zip(ps, ps[1:] + [None]):
            limit = nxt.address if nxt is not None else end
            p.size = max(0, min(p.size, limit - p.address))


def module(piece: Piece, scheme_lib: str, shared_lib: str) -> str:
    o = piece.origin
    if piece.section == "*fill*":
        return "padding"
    if scheme_lib and f"{scheme_lib}(" in o:
        return "scheme"
    if shared_lib and f"{shared_lib}(" in o:
        return "shared primitives"
    if "/pqkit_platform.dir/" in o or o.startswith("platform/"):
        return "platform"
    if o.startswith("harness/") or "/harness/" in o:
        return "harness"
    return "toolchain"


def name_of(piece: Piece) -> str:
    """What a person looks for: the function or table, else the library member."""
    s = piece.section
    if s == "*fill*":
        return "(alignment)"
    s = re.sub(r"^\.text\.(startup|unlikely|hot|exit)\.", ".text.", s)  # gcc's placement hints
    for prefix in (".text.", ".rodata.", ".data.rel.ro.", ".data.", ".bss."):
        if s.startswith(prefix) and len(s) > len(prefix):
            rest = s[len(prefix):]
            if prefix == ".rodata." and re.search(r"\.str1\.\d+$", rest):
                return f"strings of {rest.rsplit('.str1.', 1)[0]}"
            return rest
    if piece.symbols:
        return piece.symbols[0]
    member = re.search(r"\(([^)]+)\)$", piece.origin)
    return f"{s} of {member[1] if member else Path(piece.origin).name}"


# Output sections in flash (code and constants; .data's initial values are copied from
# flash too) and in RAM.
FLASH_SECTIONS = (".text", ".ARM.exidx", ".data")
RAM_SECTIONS = (".data", ".bss")


def summarize(link: LinkMap, scheme_lib: str, shared_lib: str) -> dict:
    """Rows per function with their module, the totals per module and per section."""
    rows, padding = [], {}
    for p in link.pieces:
        if p.output not in FLASH_SECTIONS + RAM_SECTIONS or p.size == 0:
            continue
        if p.section == "*fill*":  # one row of alignment padding per section
            padding[p.output] = padding.get(p.output, 0) + p.size
            continue
        rows.append({"section": p.output, "name": name_of(p), "size": p.size,
                     "module": module(p, scheme_lib, shared_lib), "origin": p.origin})
    rows += [{"section": s, "name": "(alignment)", "size": n, "module": "padding", "origin": ""}
             for s, n in padding.items()]
    modules = {}
    for r in rows:
        if r["section"] in FLASH_SECTIONS:
            modules.setdefault(r["module"], {"flash": 0, "ram": 0})["flash"] += r["size"]
        if r["section"] in RAM_SECTIONS:
            modules.setdefault(r["module"], {"flash": 0, "ram": 0})["ram"] += r["size"]
    sections = {s: link.sections.get(s, 0) for s in (".text", ".data", ".bss")}
    return {"functions": sorted(rows, key=lambda r: (r["section"], -r["size"], r["name"])),
            "modules": modules, "sections": sections,
            "flash": sum(link.sections.get(s, 0) for s in FLASH_SECTIONS),
            "ram": sum(link.sections.get(s, 0) for s in RAM_SECTIONS)}
