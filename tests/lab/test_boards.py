"""The board path (flash + serial) with fake serial devices: pyserial's loop:// and a
pty fed by a thread. No board is used; the board code is untested on hardware."""
import os
import pty
import threading
import time

import pytest
import serial

from pqkit import boards

TRANSCRIPT = (b"\x00boot noise is cut by the leading newline\n"
              b"pqkit-begin test ml-kem-768 ref stm32f4discovery\n"
              b"test roundtrip ok\npqkit-end ok\n")


def test_loop_device_good_run():
    with serial.serial_for_url("loop://", timeout=0.1) as port:
        port.write(TRANSCRIPT.split(b"\n", 1)[1])
        res = boards.run_on_port(port, 3.0, "test")
    assert res.ok, res.reason
    assert res.output.platform == "stm32f4discovery"
    assert res.output.tests == [("roundtrip", True)]


def test_loop_device_garbage_and_silence():
    with serial.serial_for_url("loop://", timeout=0.1) as port:
        port.write(b"pqkit-begin test a b c\n\xff\xfe not protocol\npqkit-end ok\n")
        res = boards.run_on_port(port, 2.0, "test")
    assert not res.ok and res.reason.startswith("garbage")
    with serial.serial_for_url("loop://", timeout=0.1) as port:
        t0 = time.monotonic()
        res = boards.run_on_port(port, 1.0, "test")
    assert not res.ok and res.reason.startswith("hang")
    assert time.monotonic() - t0 < 3


def test_pty_device_crash_arrives_slowly():
    master, slave = pty.openpty()
    lines = [b"\n", b"pqkit-begin test ml-kem-768 ref nucleo-l4r5zi\n", b"test roundtrip ok\n",
             b"\npqkit-crash fault pc=0x08000123 lr=0x0 cfsr=0x1 hfsr=0x0\n"]

    def feed():
        for ln in lines:
            os.write(master, ln)
            time.sleep(0.05)

    threading.Thread(target=feed, daemon=True).start()
    with serial.Serial(os.ttyname(slave), 115200, timeout=0.1) as port:
        res = boards.run_on_port(port, 3.0, "test")
    os.close(master)
    os.close(slave)
    assert not res.ok and res.reason.startswith("crash: fault pc=0x08000123")


@pytest.mark.parametrize("platform,config", [
    ("nucleo-l4r5zi", "board/st_nucleo_l4.cfg"), ("stm32f4discovery", "board/stm32f4discovery.cfg"),
    ("nucleo-h753zi", "board/st_nucleo_h743zi.cfg"), ("nucleo-l552ze-q", "board/st_nucleo_l5.cfg")])
def test_flash_commands(tmp_path, platform, config):
    """The programmer's command per board; the OpenOCD configuration files are Debian's
    openocd 0.12 ones (the H743ZI's for the H753ZI: the same part with its crypto unit)."""
    elf = tmp_path / "fw.elf"
    cmd = boards.flash_command(platform, elf, "openocd")
    assert cmd[:3] == ["openocd", "-f", config] and str(elf) in cmd[-1]
