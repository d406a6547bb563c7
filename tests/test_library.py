"""Library-wide properties: failing randomness propagates, no variable-time division
in scheme code, only pqkit_* symbols exported, registry look-ups."""
import ctypes
import re
import subprocess


from pqkit_testlib import build_dir, registered


def test_randomness_failure_propagates(lib):
    tool = build_dir() / "tests" / "tools" / "pqkit-randfail"
    result = subprocess.run([str(tool)], capture_output=True, text=True, timeout=600)
    print(result.stdout)
    assert result.returncode == 0, result.stdout + result.stderr
    passed = int(re.search(r"(\d+) passed, 0 failed", result.stdout).group(1))
    assert passed >= 2 * len(registered(lib))


def disassembly():
    return subprocess.run(["objdump", "-d", "--no-show-raw-insn", str(build_dir() / "libpqkit.a")],
                          capture_output=True, text=True, check=True).stdout


def test_no_division_instructions(lib):
    """x86-64 DIV/IDIV take data-dependent time. Scheme code divides only by constants
    (which compilers turn into multiplications); any division instruction in the
    library is flagged with the function that holds it."""
    offenders, function = [], None
    for line in disassembly().splitlines():
        m = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if m:
            function = m.group(1)
        elif re.search(r"\t\s*i?div[bwlq]?\s", line + " "):
            offenders.append(f"{function}: {line.strip()}")
    assert not offenders, "\n".join(offenders)


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
