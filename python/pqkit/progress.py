"""A small progress bar on stderr (a line of text when stderr is not a terminal)."""
from __future__ import annotations

import sys
import threading


class Progress:
    def __init__(self, total: int, label: str, stream=None):
        self.total = max(total, 1)
        self.done = 0
        self.failed = 0
        self.label = label
        self.stream = stream or sys.stderr
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.lock = threading.Lock()
        self._draw("")

    def _draw(self, last: str) -> None:
        width = 28
        filled = width * self.done // self.total
        bar = "#" * filled + "-" * (width - filled)
        msg = f"{self.label} [{bar}] {self.done}/{self.total}"
        if self.failed:
            msg += f" ({self.failed} failed)"
        if last:
            msg += f"  {last}"
        if self.tty:
            self.stream.write("\r\033[K" + msg[:160])
        elif last:
            self.stream.write(msg + "\n")
        self.stream.flush()

    def step(self, what: str, ok: bool) -> None:
        with self.lock:
            self.done += 1
            if not ok:
                self.failed += 1
            self._draw(("ok   " if ok else "FAIL ") + what)

    def close(self) -> None:
        if self.tty:
            self.stream.write("\n")
            self.stream.flush()
