"""Library-wide properties: failing randomness propagates, no variable-time division
in scheme code (host and Cortex-M4 builds), only pqkit_* symbols exported, registry
look-ups."""
import ctypes
import re
import subprocess
import sys

import pytest

from pqkit_testlib import ROOT, build_dir, registered

sys.path.insert(0, str(ROOT / "python"))
from pqkit import build as lab_build  # noqa: E402


def test_randomness_failure_propagates(lib):
    tool = build_dir() / "tests" / "tools" / "pqkit-randfail"
    result = subprocess.run([str(tool)], capture_output=True, text=True, timeout=600)
    print(result.stdout)
    assert result.returncode == 0, result.stdout + result.stderr
    passed = int(re.search(r"(\d+) passed, 0 failed", result.stdout).group(1))
    assert passed >= 2 * len(registered(lib))


# Division instructions and the EABI's division helpers (a call shows as a relocation
# in objdump -dr): x86-64 DIV/IDIV, Cortex-M4 UDIV/SDIV take time that depends on the
# operands (KyberSlash). Scheme code divides only by constants, which the compiler must
# turn into multiplications; -Os and -O0 are where it may not.
X86_DIV = re.compile(r"\t\s*i?div[bwlq]?\s")
ARM_DIV = re.compile(r"\t\s*[us]div(\.w)?\s|__aeabi_\w*div")


def division_offenders(archive, objdump, pattern):
    offenders, function = [], None
    out = subprocess.run([objdump, "-dr", "--no-show-raw-insn", str(archive)],
                         capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        m = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if m:
            function = m.group(1)
        elif pattern.search(line + " "):
            offenders.append(f"{function}: {line.strip()}")
    return offenders


def test_no_division_instructions(lib):
    """The host library of the suite (-O3): no DIV/IDIV anywhere."""
    offenders = division_offenders(build_dir() / "libpqkit.a", "objdump", X86_DIV)
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize("platform,opt", [("mps2-an386", "speed"), ("mps2-an386", "size"),
                                          ("mps2-an386", "debug"), ("host", "size")])
def test_no_division_in_lab_builds(platform, opt):
    """The library objects of every Cortex-M4 profile and of the x86-64 -Os build, built
    by the lab's own build code (only the library target): no division instruction and
    no call to a division helper."""
    lab_build.build(platform, opt, ["pqkit_static"])
    archive = lab_build.paths.build_dir(platform, opt) / "libpqkit.a"
    if platform == "host":
        offenders = division_offenders(archive, "objdump", X86_DIV)
    else:
        offenders = division_offenders(archive, "arm-none-eabi-objdump", ARM_DIV)
    assert not offenders, f"{platform}-{opt}:\n" + "\n".join(offenders)


def test_only_pqkit_symbols_exported():
    out = subprocess.run(["nm", "-D", "--defined-only", str(build_dir() / "libpqkit.so")],
                         capture_output=True, text=True, check=True).stdout
    names = [line.split()[-1] for line in out.splitlines() if line.split()[1] in "TDRB"]
    assert names, "no exported symbols"
    # __odr_asan.* are AddressSanitizer's one-definition-rule markers (sanitized builds)
    strays = [n for n in names if not n.startswith(("pqkit_", "__odr_asan"))]
    assert not strays, strays


def test_find_by_name(lib):
    names = registered(lib)
    assert names, "the library registers no scheme"
    lib.pqkit_kem_find.restype = ctypes.c_void_p
    lib.pqkit_sig_find.restype = ctypes.c_void_p
    for name in names:
        assert lib.pqkit_kem_find(name.encode()) or lib.pqkit_sig_find(name.encode()), name
    assert lib.pqkit_kem_find(b"ml-kem-767") is None
    assert lib.pqkit_sig_find(None) is None
    lib.pqkit_strerror.restype = ctypes.c_char_p
    assert lib.pqkit_strerror(-3) == b"verification failed"
