"""Running one harness program on a platform, with a timeout, and judging the run.

Every run ends as a RunResult: ok, or failed with the reason (crash, hang, garbage,
missing end marker, failing checks). Nothing a firmware does can stall the lab."""
from __future__ import annotations

import os
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from pqkit import elfinfo, platforms, protocol
from pqkit import plugin as m4plugin
from pqkit.protocol import ProtocolError

QEMU = "qemu-system-arm"


@dataclass
class RunResult:
    ok: bool
    reason: str
    output: Optional[protocol.Output] = None
    plugin: list = field(default_factory=list)
    ct: Optional[protocol.CtReport] = None
    seconds: float = 0.0
    console: str = ""
    # Not run because the program does not fit the platform (fit.py): an answer, not a
    # failure.
    not_run: bool = False


def qemu_command(elf: Path, plugin_args: Optional[str] = None,
                 platform: str = "mps2-an386") -> list:
    """The QEMU command line of a firmware; the machine comes from the description."""
    cmd = [QEMU, *platforms.qemu_args(platform), "-nographic", "-monitor", "none", "-serial", "stdio",
           "-semihosting-config", "enable=on,target=native", "-kernel", str(elf)]
    if plugin_args:
        cmd += ["-plugin", plugin_args]
    return cmd


def execute(cmd: list, timeout: float) -> tuple:
    """Run cmd in its own process group; returns (exit code or None on timeout,
    console text, seconds)."""
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        _kill_group(proc.pid)
        out, _ = proc.communicate()
        code = None
    return code, out.decode("utf-8", errors="replace"), time.monotonic() - start


LOCKUP = "lockup"  # the reason's word for a fault the core could not take


def judge(code: Optional[int], console: str, timeout: float, seconds: float = 0.0,
          expect_program: Optional[str] = None) -> RunResult:
    """Turn an exit status and console text into a RunResult with a reason."""
    # QEMU prints its own diagnostics ("qemu-system-arm: ..."); they are not the
    # firmware's and would otherwise count as garbage: report them as the reason.
    lines = console.splitlines()
    # "qemu: fatal: ..." ends the run: the core faulted where it could not take the fault
    # (a lockup, e.g. the stack run below RAM). QEMU's register dump follows it.
    fatal = next((i for i, ln in enumerate(lines) if ln.startswith("qemu: fatal:")), None)
    if fatal is not None:
        lines, fatal = lines[:fatal], lines[fatal][len("qemu: fatal:"):].strip()
    qemu_msgs = [ln for ln in lines if ln.startswith("qemu-system-arm:")]
    text = "\n".join(ln for ln in lines if not ln.startswith("qemu-system-arm:"))
    try:
        out = protocol.parse(text)
    except ProtocolError as e:
        if code is None:
            return RunResult(False, f"hang: timeout after {timeout:.0f}s (and {e})", None,
                             seconds=seconds, console=console)
        return RunResult(False, f"garbage: {e}", None, seconds=seconds, console=console)
    res = RunResult(False, "", out, seconds=seconds, console=console)
    if out.crash is not None:
        res.reason = f"crash: {out.crash}"
    elif fatal is not None:
        res.reason = f"crash: {LOCKUP if fatal.startswith('Lockup') else 'qemu'} ({fatal})"
    elif code is None:
        res.reason = f"hang: timeout after {timeout:.0f}s"
    elif code < 0:
        res.reason = f"crash: killed by signal {-code}"
    elif out.end is None:
        extra = f" ({qemu_msgs[-1]})" if qemu_msgs else ""
        res.reason = f"no end marker (exit code {code}){extra}"
    elif expect_program and out.program != expect_program:
        res.reason = f"wrong program: expected {expect_program}, got {out.program}"
    elif out.end == "fail":
        why = []
        if out.failed_tests:
            why.append("failed checks: " + ", ".join(out.failed_tests))
        why += out.errors
        res.reason = "; ".join(why) or "program reported failure"
    elif code != 0:
        res.reason = f"exit code {code} after a successful end marker"
    elif out.errors:
        res.reason = "; ".join(out.errors)
    else:
        res.ok = True
        res.reason = "ok"
    return res


def run_host(exe: Path, timeout: float, program: Optional[str] = None) -> RunResult:
    code, console, secs = execute([str(exe)], timeout)
    return judge(code, console, timeout, secs, program)


def run_qemu(elf: Path, timeout: float, program: Optional[str] = None,
             plugin: Optional[Path] = None, hash_ranges: bool = False,
             platform: str = "mps2-an386") -> RunResult:
    """Run a firmware under QEMU; with plugin, measure its regions."""
    if plugin is None:
        code, console, secs = execute(qemu_command(elf, platform=platform), timeout)
        return judge(code, console, timeout, secs, program)
    begin, end = elfinfo.marker_addresses(elf)
    with tempfile.TemporaryDirectory(prefix="pqkit-m4c-") as tmp:
        outfile = Path(tmp) / "regions.txt"
        args = m4plugin.m4cycles_args(plugin, begin, end, outfile, m4plugin.platform_flash(platform),
                                      elfinfo.hash_ranges(elf) if hash_ranges else None)
        code, console, secs = execute(qemu_command(elf, args, platform), timeout)
        res = judge(code, console, timeout, secs, program)
        if not res.ok:
            return res
        try:
            res.plugin = protocol.parse_plugin(outfile.read_text() if outfile.exists() else "")
        except ProtocolError as e:
            res.ok, res.reason = False, f"cycle-model plugin: {e}"
            return res
        if len(res.plugin) != len(res.output.regions):
            res.ok = False
            res.reason = (f"cycle-model plugin saw {len(res.plugin)} regions, "
                          f"firmware printed {len(res.output.regions)}")
    return res


def cpu_seconds(cmd: list, timeout: float) -> Optional[float]:
    """User + system CPU time of one run of cmd (this child's own, whatever else runs),
    its output discarded; None when it failed or ran out of time."""
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    timer = threading.Timer(timeout, _kill_group, (proc.pid,))
    timer.start()
    try:
        _, status, usage = os.wait4(proc.pid, 0)
    finally:
        timer.cancel()
    proc.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime if proc.returncode == 0 else None


def _kill_group(pid: int) -> None:
    """Kill a run started with start_new_session and everything it started."""
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:  # it ended as the time ran out
        pass


def ctcheck_args(elf: Path, plugin: Path, outfile: Path, m3: bool = False) -> str:
    """The plugin argument of a ct program: the marker functions' ranges, the output."""
    secret = elfinfo.function_range(elf, "pqkit_ct_secret")
    public = elfinfo.function_range(elf, "pqkit_ct_public")
    return (f"{plugin},secret={secret[0]:#x}-{secret[1]:#x},"
            f"public={public[0]:#x}-{public[1]:#x},out={outfile}" + (",m3=on" if m3 else ""))


def run_ctcheck(elf: Path, timeout: float, plugin: Path, program: Optional[str] = "ct",
                m3: bool = False) -> RunResult:
    """Run a firmware under the constant-time plugin; res.ct holds its findings. A run
    that marked no secret byte is a failure: the check would have seen nothing."""
    with tempfile.TemporaryDirectory(prefix="pqkit-ct-") as tmp:
        outfile = Path(tmp) / "findings.txt"
        args = ctcheck_args(elf, plugin, outfile, m3)
        code, console, secs = execute(qemu_command(elf, args), timeout)
        res = judge(code, console, timeout, secs, program)
        if not res.ok:
            return res
        try:
            res.ct = protocol.parse_ctcheck(outfile.read_text() if outfile.exists() else "")
        except ProtocolError as e:
            res.ok, res.reason = False, f"constant-time plugin: {e}"
            return res
        if res.ct.secret_bytes == 0:
            res.ok, res.reason = False, "constant-time plugin saw no secret byte marked"
        elif res.ct.lost_accesses:
            res.ok, res.reason = False, (f"constant-time plugin lost {res.ct.lost_accesses} "
                                         "memory accesses")
    return res
