"""Real boards: flash with st-flash or openocd, read the run over a serial port.

UNTESTED ON HARDWARE: this path is exercised in tests with a fake serial device
(pyserial's loop:// and a pty), not with a board."""
from __future__ import annotations

import shutil
import subprocess
import time
from pathlib import Path
from typing import Optional

from pqkit import platforms, runner


def flash_command(platform: str, elf: Path, tool: Optional[str] = None) -> list:
    """The programmer's command line, from the platform description's "programmer"."""
    prog = platforms.get(platform)["programmer"]
    tool = tool or ("st-flash" if shutil.which("st-flash") else "openocd")
    if tool == "st-flash":
        binfile = elf.with_suffix(".bin")
        subprocess.run(["arm-none-eabi-objcopy", "-O", "binary", str(elf), str(binfile)], check=True)
        return ["st-flash", "--reset", "write", str(binfile), prog["flash_base"]]
    return ["openocd", "-f", prog["openocd"], "-c",
            f"program {elf} verify reset exit"]


def read_run(port, timeout: float) -> tuple:
    """Read lines from an open serial port until the end marker, a crash line or the
    timeout. Returns (text, finished)."""
    deadline = time.monotonic() + timeout
    buf = b""
    while time.monotonic() < deadline:
        chunk = port.read(256)
        if chunk:
            buf += chunk
            text = buf.decode("utf-8", errors="replace")
            for line in text.splitlines():
                if line.startswith("pqkit-end ") or line.startswith("pqkit-crash "):
                    # Let the rest of the line arrive.
                    if text.endswith("\n"):
                        return text, True
    return buf.decode("utf-8", errors="replace"), False


def run_on_port(port, timeout: float, program: Optional[str] = None) -> runner.RunResult:
    """Judge a run read from an already-open serial port (real or fake)."""
    start = time.monotonic()
    text, finished = read_run(port, timeout)
    code = 0 if finished else None
    if finished and "pqkit-crash " in text:
        code = 3
    return runner.judge(code, text, timeout, time.monotonic() - start, program)


def run_board(platform: str, elf: Path, port_url: str, timeout: float, baud: int = 115200,
              program: Optional[str] = None, tool: Optional[str] = None) -> runner.RunResult:
    import serial  # pyserial

    with serial.serial_for_url(port_url, baudrate=baud, timeout=0.2) as port:
        port.reset_input_buffer()
        cmd = flash_command(platform, elf, tool)
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            return runner.RunResult(False, f"flashing failed: {' '.join(cmd)}: {p.stderr.strip()[-200:]}")
        return run_on_port(port, timeout, program)
