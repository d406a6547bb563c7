"""Constant time: every scheme runs under valgrind memcheck with its secret inputs
marked undefined (tests/tools/ct_check.c); any secret-dependent branch or memory index
is reported and fails the test. The library is the one in $PQKIT_CT_BUILD_DIR, built
with the release flags plus PQKIT_CT_TESTING (declassification hooks). A scheme whose
library picks another implementation than ref on this CPU (avx2) is checked with both
($PQKIT_IMPL); valgrind cannot run AVX-512, so PQKIT_AVX512=0 keeps it out."""
import fnmatch
import os
import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.valgrind

from pqkit_testlib import ROOT, registered

CT_BUILD = Path(os.environ.get("PQKIT_CT_BUILD_DIR", ROOT / "build" / "ct"))


def ctcheck():
    tool = CT_BUILD / "tests" / "tools" / "pqkit-ctcheck"
    if not tool.exists():
        pytest.fail(f"{tool} not built (cmake -DPQKIT_CT_TESTING=ON -B {CT_BUILD})", pytrace=False)
    if shutil.which("valgrind") is None:
        pytest.fail("valgrind is not installed", pytrace=False)
    return tool


def run_ctcheck(alg, impl):
    return subprocess.run(
        ["valgrind", "--tool=memcheck", "--error-exitcode=99", "--track-origins=yes",
         "--undef-value-errors=yes", str(ctcheck()), alg],
        capture_output=True, text=True, timeout=3600,
        env=dict(os.environ, PQKIT_IMPL=impl, PQKIT_AVX512="0"))


# Sets whose valgrind runs only ./pqkit check --full makes (docs/testing.md): the
# SLH-DSA "s" sets (the "f" sets' code with other parameters; minutes each under
# valgrind), HQC-3/5, BIKE-L3/L5 (the level-1 set's code with other parameters) and
# falcon-1024 and the padded Falcon sets (falcon-512's code at another degree or with
# another framing; tests/test_falcon_constant_time.py runs the core under valgrind by
# default) and fn-dsa-1024 (fn-dsa-512's code at the other degree).
FULL_ONLY = ["slh-dsa-*s", "hqc-3", "hqc-5", "bike-l3", "bike-l5", "falcon-1024",
             "falcon-padded-*", "fn-dsa-1024"]


@pytest.fixture(scope="module")
def algorithms(lib):
    return registered(lib)


def pytest_generate_tests(metafunc):
    if "ct_alg" in metafunc.fixturenames:
        import ctypes
        from pqkit_testlib import build_dir
        lib = ctypes.CDLL(str(build_dir() / "libpqkit.so"))
        lib.pqkit_kem_implementation.restype = ctypes.c_char_p
        lib.pqkit_sig_implementation.restype = ctypes.c_char_p
        params = []
        for name in registered(lib):
            chosen = (lib.pqkit_kem_implementation(name.encode())
                      or lib.pqkit_sig_implementation(name.encode())).decode()
            params += [(name, impl) for impl in dict.fromkeys([chosen, "ref"])]
        metafunc.parametrize("ct_alg,ct_impl", [
            pytest.param(a, i, id=f"{a}-{i}",
                         marks=[pytest.mark.full] if any(fnmatch.fnmatch(a, p) for p in FULL_ONLY)
                         else [])
            for a, i in params])


def test_secret_independent(ct_alg, ct_impl):
    result = run_ctcheck(ct_alg, ct_impl)
    report = result.stdout + result.stderr
    assert result.returncode == 0, report[-6000:]
    assert "0 failures" in result.stdout and "1 schemes" in result.stdout, result.stdout
    assert f"{ct_alg} implementation: {ct_impl}\n" in result.stdout, result.stdout


def backend_checks():
    tools = CT_BUILD / "tests" / "tools"
    return sorted(p.name for p in tools.glob("pqkit-*-avx2-check*")) if tools.exists() else []


@pytest.mark.parametrize("check", [
    pytest.param(c, marks=[pytest.mark.full] if fnmatch.fnmatch(c, "pqkit-bike-l[35]-*") else [])
    for c in backend_checks()])
def test_backend_functions_secret_independent(check):
    """The avx2 check programs mark their secret inputs (tests/backends/host_check.h):
    every backend function runs on them under memcheck, on more inputs than a scheme's
    one run, the rejection samplers' public outputs aside."""
    if shutil.which("valgrind") is None:
        pytest.fail("valgrind is not installed", pytrace=False)
    result = subprocess.run(
        ["valgrind", "--tool=memcheck", "--error-exitcode=99", "--undef-value-errors=yes",
         str(CT_BUILD / "tests" / "tools" / check)],
        capture_output=True, text=True, timeout=3600, env=dict(os.environ, PQKIT_AVX512="0"))
    assert result.returncode == 0, (result.stdout + result.stderr)[-6000:]
    assert "FAILED" not in result.stdout and " ok" in result.stdout, result.stdout


@pytest.mark.parametrize("level", [44, 65, 87])
def test_ml_dsa_challenge_secret_independent(level):
    """Signing's SampleInBall on a c~ marked secret (tests/tools/ml_dsa_challenge_check.c):
    only its declassified overflow flag may decide a branch."""
    if shutil.which("valgrind") is None:
        pytest.fail("valgrind is not installed", pytrace=False)
    exe = CT_BUILD / "tests" / "tools" / f"pqkit-ml-dsa-challenge-check-{level}"
    if not exe.exists():
        pytest.fail(f"{exe} not built", pytrace=False)
    result = subprocess.run(["valgrind", "--tool=memcheck", "--error-exitcode=99", str(exe)],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, (result.stdout + result.stderr)[-6000:]
    assert "FAILED" not in result.stdout and " ok" in result.stdout, result.stdout


def test_detects_a_secret_branch(tmp_path):
    """The method itself: a program that branches on a marked secret must be caught."""
    src = tmp_path / "leak.c"
    src.write_text(
        "#include <valgrind/memcheck.h>\n"
        "int main(void) { volatile unsigned char k[1] = {1};\n"
        "  VALGRIND_MAKE_MEM_UNDEFINED((void *)k, 1);\n"
        "  if (k[0] == 1) return 0; return 1; }\n")
    exe = tmp_path / "leak"
    subprocess.run(["cc", "-O0", str(src), "-o", str(exe)], check=True)
    result = subprocess.run(["valgrind", "--error-exitcode=99", str(exe)], capture_output=True, text=True)
    assert result.returncode == 99, result.stderr
