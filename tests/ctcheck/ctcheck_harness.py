# SPDX-License-Identifier: GPL-2.0-or-later
"""What the ctcheck tests share: paths, the bare-metal frame's flags, the QEMU command,
building the plugin and running a firmware under it."""
import shutil
import subprocess
from pathlib import Path

import pytest

from pqkit import elfinfo, protocol

ROOT = Path(__file__).resolve().parents[2]
PLUGIN_SRC = ROOT / "tools" / "ctcheck"
FRAME = ROOT / "tools" / "m4cycles" / "tests"
CFLAGS = ["-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv4-sp-d16", "-nostdlib",
          "-nostartfiles", "-ffreestanding", "-O2", "-g", "-Wall", "-Wextra", "-Werror",
          "-DPQKIT_CT_TESTING", "-DPQKIT_CT_TARGET",
          # src/common/ct.c and its headers (common/backend.h reads pqkit/hash.h)
          f"-I{ROOT / 'src'}", f"-I{ROOT / 'include'}"]
QEMU = ["qemu-system-arm", "-M", "mps2-an386", "-nographic", "-monitor", "none",
        "-semihosting-config", "enable=on,target=native"]


def need(tool):
    if shutil.which(tool) is None:
        pytest.fail(f"{tool} not found: apt-get install --no-install-recommends gcc-arm-none-eabi "
                    "binutils-arm-none-eabi qemu-system-arm gcc pkg-config libcapstone-dev",
                    pytrace=False)


def build_plugin(work):
    for tool in ("make", "gcc", "pkg-config", "arm-none-eabi-gcc", "arm-none-eabi-addr2line",
                 "qemu-system-arm"):
        need(tool)
    subprocess.run(["make", "-s", "-C", str(PLUGIN_SRC), f"BUILD={work}"], check=True)
    return work / "libctcheck.so"


def run(plugin, elf, out, extra=""):
    secret = elfinfo.function_range(elf, "pqkit_ct_secret")
    public = elfinfo.function_range(elf, "pqkit_ct_public")
    args = (f"{plugin},secret={secret[0]:#x}-{secret[1]:#x},public={public[0]:#x}-{public[1]:#x},"
            f"out={out}{extra}")
    proc = subprocess.run([*QEMU, "-kernel", str(elf), "-plugin", args], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, f"qemu failed ({proc.returncode}): {proc.stderr}"
    return protocol.parse_ctcheck(Path(out).read_text())
