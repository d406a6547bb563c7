"""The harness output protocol, parsed strictly.

A run prints plain text lines:

    pqkit-begin <program> <alg> <impl> <platform>
    test <name> ok|fail
    region <i> <op> run <k> [cycles <c>] [ns <n>]
    stack <op> <bytes>
    vectors drbg|kat <n> sha3-256|sha256 <64 hex>
    error <text>
    pqkit-crash <text>          (fault handler; the run then exits non-zero)
    pqkit-end ok|fail

Blank lines are allowed anywhere; any other line is garbage and fails the run.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional


class ProtocolError(Exception):
    """The output is not a well-formed run; the message says why."""


_BEGIN = re.compile(r"pqkit-begin (\S+) (\S+) (\S+) (\S+)")
_TEST = re.compile(r"test (\S+) (ok|fail)")
_REGION = re.compile(r"region (\d+) (\S+) run (\d+)(?: cycles (\d+))?(?: ns (\d+))?")
_STACK = re.compile(r"stack (\S+) (\d+)")
_VECTORS = re.compile(r"vectors (drbg|kat) (\d+) (sha3-256|sha256) ([0-9a-f]{64})")
_ERROR = re.compile(r"error (.+)")
_CRASH = re.compile(r"pqkit-crash (.+)")
_END = re.compile(r"pqkit-end (ok|fail)")


@dataclass
class Region:
    index: int
    op: str
    run: int
    cycles: Optional[int] = None
    ns: Optional[int] = None


@dataclass
class Output:
    program: str = ""
    alg: str = ""
    impl: str = ""
    platform: str = ""
    tests: list = field(default_factory=list)  # (name, ok)
    regions: list = field(default_factory=list)
    stack: dict = field(default_factory=dict)
    vectors: list = field(default_factory=list)  # dicts kind, count, hash_alg, hash
    errors: list = field(default_factory=list)
    crash: Optional[str] = None
    end: Optional[str] = None

    @property
    def failed_tests(self):
        return [name for name, ok in self.tests if not ok]


def parse(text: str) -> Output:
    """Parse a run's console output. Raises ProtocolError for garbage, a missing or
    repeated start line, out-of-order regions or text after the end marker. A missing
    end marker is not an error here (the caller decides: crash, hang, early exit)."""
    out = Output()
    begun = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip("\r")
        if line.strip() == "":
            continue
        where = f"line {number}: {line[:80]!r}"
        if out.end is not None:
            raise ProtocolError(f"text after the end marker, {where}")
        m = _CRASH.fullmatch(line)
        if m:
            out.crash = m.group(1)
            continue
        m = _BEGIN.fullmatch(line)
        if m:
            if begun:
                raise ProtocolError(f"second start line, {where}")
            begun = True
            out.program, out.alg, out.impl, out.platform = m.groups()
            continue
        if not begun:
            raise ProtocolError(f"garbage before the start line, {where}")
        if (m := _TEST.fullmatch(line)):
            out.tests.append((m.group(1), m.group(2) == "ok"))
        elif (m := _REGION.fullmatch(line)):
            r = Region(int(m.group(1)), m.group(2), int(m.group(3)),
                       int(m.group(4)) if m.group(4) else None,
                       int(m.group(5)) if m.group(5) else None)
            if r.index != len(out.regions):
                raise ProtocolError(f"region {r.index} out of order (expected {len(out.regions)}), {where}")
            out.regions.append(r)
        elif (m := _STACK.fullmatch(line)):
            out.stack[m.group(1)] = int(m.group(2))
        elif (m := _VECTORS.fullmatch(line)):
            out.vectors.append({"kind": m.group(1), "count": int(m.group(2)),
                                "hash_alg": m.group(3), "hash": m.group(4)})
        elif (m := _ERROR.fullmatch(line)):
            out.errors.append(m.group(1))
        elif (m := _END.fullmatch(line)):
            out.end = m.group(1)
        else:
            raise ProtocolError(f"garbage, {where}")
    if not begun and out.crash is None:
        raise ProtocolError("no start line (pqkit-begin)")
    return out


@dataclass
class PluginRegion:
    index: int
    insns: int
    cycles: int
    inrange_insns: int
    inrange_cycles: int
    model: int


_PLUGIN_REGION = re.compile(
    r"region (\d+) insns (\d+) cycles (\d+) inrange_insns (\d+) inrange_cycles (\d+) model (\d+)")
_PLUGIN_DONE = re.compile(r"done regions (\d+)")


def parse_plugin(text: str) -> list:
    """Parse the cycle-model plugin's output file; strict like the console."""
    regions = []
    done = None
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        if done is not None:
            raise ProtocolError(f"plugin output after 'done', line {number}")
        if (m := _PLUGIN_REGION.fullmatch(line.strip())):
            r = PluginRegion(*(int(g) for g in m.groups()))
            if r.index != len(regions):
                raise ProtocolError(f"plugin region {r.index} out of order, line {number}")
            regions.append(r)
        elif (m := _PLUGIN_DONE.fullmatch(line.strip())):
            done = int(m.group(1))
        else:
            raise ProtocolError(f"plugin garbage, line {number}: {line[:80]!r}")
    if done is None:
        raise ProtocolError("plugin output has no 'done' line")
    if done != len(regions):
        raise ProtocolError(f"plugin says {done} regions but listed {len(regions)}")
    return regions


@dataclass
class CtFinding:
    kind: str
    pc: int
    times: int


@dataclass
class CtReport:
    findings: list
    secret_bytes: int
    insns: int
    lost_accesses: int
    # Only with the plugin's test options: verify=on (accesses placed without a log,
    # and how many differed from the logged ones), digest=on (a hash of the final
    # taint of memory and registers, and how many TB replays the whole-TB memo saved).
    placed: Optional[int] = None
    misplaced: Optional[int] = None
    digest: Optional[str] = None
    memoised: Optional[int] = None


_CT_FINDING = re.compile(
    r"finding (branch|predicated|cbz|table|address|div|mul|indirect|undecoded) 0x([0-9a-f]+) (\d+)")
_CT_DONE = re.compile(r"done findings (\d+) secret_bytes (\d+) insns (\d+) lost_accesses (\d+)"
                      r"(?: placed (\d+) misplaced (\d+))?(?: digest ([0-9a-f]{16}) memoised (\d+))?")


def parse_ctcheck(text: str) -> CtReport:
    """Parse the constant-time plugin's output file; strict like the console."""
    findings = []
    done = None
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line:
            continue
        if done is not None:
            raise ProtocolError(f"ctcheck output after 'done', line {number}")
        if (m := _CT_FINDING.fullmatch(line)):
            findings.append(CtFinding(m.group(1), int(m.group(2), 16), int(m.group(3))))
        elif (m := _CT_DONE.fullmatch(line)):
            g = m.groups()
            done = CtReport(findings, int(g[1]), int(g[2]), int(g[3]),
                            *(None if v is None else int(v) for v in g[4:6]),
                            g[6], None if g[7] is None else int(g[7]))
            if int(m.group(1)) != len(findings):
                raise ProtocolError(f"ctcheck says {m.group(1)} findings but listed {len(findings)}")
        else:
            raise ProtocolError(f"ctcheck garbage, line {number}: {line[:80]!r}")
    if done is None:
        raise ProtocolError("ctcheck output has no 'done' line")
    return done
