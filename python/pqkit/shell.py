"""`./pqkit shell`: the serial command shell (harness/shell.c) of one implementation, on
QEMU, the host or a board's serial port; interactive, or a script of commands whose
answers are checked.

A script is a text file, one command a line; `#` starts a comment. A line may end with
`=> OK` (the default), `=> ERROR` or `=> ERROR <text the reason must start with>`.
Every answer is printed; the run fails if one differs from what its line expects."""
from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from pqkit import boards, build, platforms, runner


@dataclass
class Answer:
    ok: bool
    error: str = ""                              # the reason after "ERROR "
    payload: list = field(default_factory=list)  # (tag, value) of the "+TAG: value" lines

    def get(self, tag: str) -> Optional[str]:
        return next((v for t, v in self.payload if t == tag), None)


class ShellError(Exception):
    """The shell stopped answering or said something outside its protocol."""


class _Pipe:
    """A shell run as a local process (QEMU or the host program) on pipes."""

    def __init__(self, cmd: list):
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, start_new_session=True)

    def write(self, data: bytes) -> None:
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def read(self, timeout: float) -> bytes:
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        return os.read(self.proc.stdout.fileno(), 65536) if ready else b""

    def close(self) -> None:
        runner._kill_group(self.proc.pid)
        self.proc.wait()


class _Serial:
    """A shell on a board, over its serial port (pyserial URL or device)."""

    def __init__(self, port):
        self.port = port

    def write(self, data: bytes) -> None:
        self.port.write(data)

    def read(self, timeout: float) -> bytes:
        self.port.timeout = timeout
        return self.port.read(4096)

    def close(self) -> None:
        self.port.close()


_PAYLOAD = re.compile(r"\+([A-Z]+): ?(.*)")


class Shell:
    """Send a command, get its Answer. The transport is a _Pipe or a _Serial."""

    def __init__(self, transport, timeout: float = 60.0, banner: bool = True):
        """banner: the shell starts now and announces itself; otherwise it is already
        running (a port opened after the reset) and is found by an `AT` that answers."""
        self.io = transport
        self.timeout = timeout
        self.pending = b""
        if banner:
            self.banner = self._line(timeout)  # "+READY: pqkit shell <platform> <impl>"
            if not self.banner.startswith("+READY: pqkit shell "):
                raise ShellError(f"no start line from the shell: {self.banner!r}")
        else:
            self.banner = ""
            self.io.write(b"\nAT\n")  # ends whatever partial line the shell holds
            while self._line(timeout) != "OK":
                pass

    def _line(self, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        while b"\n" not in self.pending:
            left = deadline - time.monotonic()
            chunk = self.io.read(min(left, 1.0)) if left > 0 else b""
            if not chunk and left <= 0:
                raise ShellError(f"no answer within {timeout:.0f} s")
            self.pending += chunk
        raw, self.pending = self.pending.split(b"\n", 1)
        return raw.decode("utf-8", errors="replace").rstrip("\r")

    def send_raw(self, data: bytes, timeout: Optional[float] = None) -> Answer:
        """Send bytes (one command line with its end) and read the answer."""
        self.io.write(data)
        answer = Answer(False)
        while True:
            text = self._line(timeout or self.timeout)
            if not text.strip():
                continue
            if text == "OK":
                answer.ok = True
                return answer
            if text.startswith("ERROR "):
                answer.error = text[6:]
                return answer
            m = _PAYLOAD.fullmatch(text)
            if not m:
                raise ShellError(f"outside the protocol: {text[:120]!r}")
            answer.payload.append((m[1], m[2]))

    def send(self, command: str, timeout: Optional[float] = None) -> Answer:
        return self.send_raw(command.encode() + b"\n", timeout)

    def close(self) -> None:
        self.io.close()


def program(platform: str, impl: str, opt: str = "speed") -> Path:
    """The shell firmware (or host program) of an implementation, built if needed."""
    man = build.build(platform, opt, [f"shell_{impl}"])
    shells = man.get("shells", {})
    if impl not in shells:
        raise SystemExit(f"no shell for implementation '{impl}' on {platform} "
                         f"(has: {', '.join(shells) or 'none'})")
    return Path(shells[impl])


def open_shell(platform: str, impl: str, port: Optional[str] = None, baud: int = 115200,
               flash_tool: Optional[str] = None, timeout: float = 60.0) -> Shell:
    exe = program(platform, impl)
    if platform == "host":
        return Shell(_Pipe([str(exe)]), timeout)
    if platforms.is_board(platform):
        import serial  # pyserial

        if not port:
            raise SystemExit(f"{platform}: give the board's serial port (--port)")
        dev = serial.serial_for_url(port, baudrate=baud, timeout=0.2)
        dev.reset_input_buffer()
        cmd = boards.flash_command(platform, exe, flash_tool)
        if subprocess.run(cmd, capture_output=True).returncode != 0:
            dev.close()
            raise SystemExit(f"flashing failed: {' '.join(cmd)}")
        return Shell(_Serial(dev), timeout)
    return Shell(_Pipe(runner.qemu_command(exe, platform=platform)), timeout)


_EXPECT = re.compile(r"^(.*?)\s*=>\s*(OK|ERROR)(?:\s+(.*))?$")


def parse_script(text: str) -> list:
    """(command, expect_ok, reason prefix) per command line of a script."""
    steps = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = _EXPECT.match(line)
        steps.append((m[1], m[2] == "OK", m[3] or "") if m else (line, True, ""))
    return steps


def run_script(sh: Shell, steps: list, out=None) -> int:
    """Run the steps, print each answer; the number of answers that differ."""
    out = out or sys.stdout
    bad = 0
    for cmd, want_ok, reason in steps:
        ans = sh.send(cmd)
        as_expected = ans.ok == want_ok and (want_ok or ans.error.startswith(reason))
        bad += not as_expected
        shown = cmd if len(cmd) <= 80 else cmd[:77] + "..."
        print(f"> {shown}", file=out)
        for tag, value in ans.payload:
            print(f"  +{tag}: {value if len(value) <= 96 else value[:93] + '...'}", file=out)
        print(f"  {'OK' if ans.ok else 'ERROR ' + ans.error}"
              f"{'' if as_expected else '   <-- expected ' + ('OK' if want_ok else 'ERROR ' + reason)}",
              file=out)
    return bad


def interactive(sh: Shell) -> int:
    print(f"{sh.banner[1:]} (AT+LIST, AT+ALG=<name>, AT+KEYGEN, ...; AT+QUIT or Ctrl-D ends)")
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            ans = sh.send(line)
        except ShellError as e:
            print(f"shell: {e}")
            return 1
        for tag, value in ans.payload:
            print(f"+{tag}: {value}")
        print("OK" if ans.ok else f"ERROR {ans.error}")
        if line.upper() == "AT+QUIT":
            break
    return 0


def main(argv) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="pqkit shell", description=__doc__.split("\n\n")[0])
    ap.add_argument("-p", "--platform", default="mps2-an386", choices=platforms.names())
    ap.add_argument("-i", "--impl", default="ref", help="implementation (default ref)")
    ap.add_argument("--port", help="a board's serial port or pyserial URL")
    ap.add_argument("--baud", type=int, default=115200)
    ap.add_argument("--flash-tool", choices=["st-flash", "openocd"])
    ap.add_argument("--script", type=Path, help="run this command file and check the answers")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds to wait for one answer")
    args = ap.parse_args(argv)
    sh = open_shell(args.platform, args.impl, args.port, args.baud, args.flash_tool, args.timeout)
    try:
        if args.script:
            bad = run_script(sh, parse_script(args.script.read_text()))
            print(f"shell: {bad} answer(s) differ from the script" if bad else "shell: every answer as expected")
            return 1 if bad else 0
        return interactive(sh)
    except ShellError as e:
        print(f"shell: {e}", file=sys.stderr)
        return 1
    finally:
        sh.close()
