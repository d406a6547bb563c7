"""The host library on x86-64 CPUs of three generations: what the dispatcher picks must
run on the CPU that picked it (docs/backends.md, "Run-time choice").

Under qemu-user's CPU models (`qemu-x86_64 -cpu`) and natively:
  qemu64, Nehalem  no AVX, no BMI: every scheme uses ref;
  Haswell          AVX2, BMI1/BMI2 and PCLMULQDQ, no AVX-512 (QEMU 7.2 emulates none): avx2, with
                   the AVX2 4-way Keccak;
  native           what /proc/cpuinfo says: avx2 with the AVX-512VL 4-way Keccak where
                   the CPU has AVX-512F and AVX-512VL.
BIKE's avx2 products: PCLMULQDQ on Haswell, VPCLMULQDQ natively where the CPU has it
(src/bike/native/avx2/gf2x_vpclmul.c); the KATs cover both.
On each: which implementation every scheme picks (pqkit-impl), the KAT file of every
set (pqkit-kat, a few records) byte for byte equal to ref's made natively with
PQKIT_IMPL=ref, and a subset of the conformance tests with the library loaded into an
emulated Python. The SLH-DSA "s" sets run natively only: one signature takes minutes
under emulation, and they share every function with the "f" sets.
"""
import os
import platform
import shutil
import subprocess
import sys
from functools import lru_cache

import pytest

from pqkit_testlib import ROOT, build_dir

if platform.machine() not in ("x86_64", "AMD64"):
    pytest.skip("x86-64 CPU models only", allow_module_level=True)

QEMU = "qemu-x86_64"
EMULATED = ["qemu64", "Nehalem", "Haswell"]
SETS = ([f"ml-kem-{n}" for n in (512, 768, 1024)] + [f"ml-dsa-{n}" for n in (44, 65, 87)]
        + [f"slh-dsa-{h}-{n}{v}" for h in ("sha2", "shake") for n in (128, 192, 256)
           for v in "sf"] + [f"hqc-{n}" for n in (1, 3, 5)]
        + [f"bike-l{n}" for n in (1, 3, 5)]
        + [f"falcon-{p}{n}" for p in ("", "padded-") for n in (512, 1024)]
        + [f"fn-dsa-{n}" for n in (512, 1024)])
KAT_RECORDS = {"ml-kem": 3, "ml-dsa": 2, "slh-dsa": 1, "hqc": 2, "bike": 1, "falcon": 1,
               "fn-dsa": 1}
# keygen, decapsulation (with implicit rejection) and key generation of the "f" sets
CONFORMANCE = (["tests/test_ml_kem_conformance.py", "tests/test_ml_dsa_conformance.py",
                "tests/test_slh_dsa_conformance.py", "tests/test_hqc_conformance.py"],
               "acvp_keygen or acvp_decapsulation or (test_keygen and (128f or 192f or 256f))"
               " or liboqs_single_hash")


def native_flags() -> set:
    for line in open("/proc/cpuinfo"):
        if line.startswith("flags"):
            return set(line.split(":", 1)[1].split())
    return set()


def expected(cpu: str) -> tuple:
    """(implementation of every scheme, 4-way Keccak of the avx2 backend or None)."""
    if cpu in ("qemu64", "Nehalem"):
        return "ref", None
    if cpu == "Haswell":
        return "avx2", "avx2"
    flags = native_flags()
    if not {"avx2", "bmi1", "bmi2"} <= flags:
        return "ref", None
    return "avx2", "avx512vl" if {"avx512f", "avx512vl"} <= flags else "avx2"


def clean_env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PQKIT_IMPL", "PQKIT_AVX512")}
    return dict(env, **extra)


def run_on(cpu: str, cmd: list, env=None, timeout=900) -> subprocess.CompletedProcess:
    if cpu != "native":
        if shutil.which(QEMU) is None:
            pytest.fail(f"{QEMU} not found (Debian package qemu-user)", pytrace=False)
        cmd = [QEMU, "-cpu", cpu] + cmd
    result = subprocess.run([str(c) for c in cmd], capture_output=True, timeout=timeout,
                            env=env if env is not None else clean_env(), cwd=ROOT)
    assert result.returncode == 0, (f"{' '.join(map(str, cmd))}: exit {result.returncode}\n"
                                    + result.stdout[-2000:].decode(errors="replace")
                                    + result.stderr[-2000:].decode(errors="replace"))
    return result


def tool(name: str):
    path = build_dir() / "tests" / "tools" / name
    if not path.exists():
        pytest.fail(f"{path} not built (cmake -DPQKIT_BUILD_TESTS=ON)", pytrace=False)
    return path


def kat_records(alg: str) -> int:
    return next(n for family, n in KAT_RECORDS.items() if alg.startswith(family + "-"))


@lru_cache(maxsize=None)
def ref_kat(alg: str) -> bytes:
    return run_on("native", [tool("pqkit-kat"), alg, kat_records(alg)],
                  env=clean_env(PQKIT_IMPL="ref")).stdout


@pytest.mark.parametrize("cpu", EMULATED + ["native"])
def test_choice(cpu):
    out = run_on(cpu, [tool("pqkit-impl")]).stdout.decode().split("\n")
    chosen = dict(line.split() for line in out if line)
    impl, x4 = expected(cpu)
    extra = ("keccak-x4", "bike-gf2x")
    assert sorted(k for k in chosen if k not in extra) == sorted(SETS)
    assert {k: v for k, v in chosen.items() if k not in extra} == {a: impl for a in SETS}
    if x4 is not None:
        assert chosen["keccak-x4"] == x4
        clmul = "vpclmulqdq" if cpu == "native" and "vpclmulqdq" in native_flags() else "pclmulqdq"
        assert chosen["bike-gf2x"] == clmul


def emulated_too(alg: str) -> bool:
    """Under the CPU models: all but the SLH-DSA "s" sets, BIKE-L3/L5 and the Falcon and
    FN-DSA sets other than falcon-512 (slow, and the same code as the "f" sets, BIKE-L1
    and falcon-512)."""
    return not (alg.startswith("slh-dsa") and alg.endswith("s")) and \
        alg not in ("bike-l3", "bike-l5", "falcon-1024", "falcon-padded-512", "falcon-padded-1024",
                    "fn-dsa-512", "fn-dsa-1024")


@pytest.mark.parametrize("cpu,alg", [(c, a) for c in EMULATED + ["native"] for a in SETS
                                     if c == "native" or emulated_too(a)])
def test_kat_equals_ref(cpu, alg):
    out = run_on(cpu, [tool("pqkit-kat"), alg, kat_records(alg)]).stdout
    assert out.count(b"count = ") == kat_records(alg)
    assert out == ref_kat(alg), f"{alg} on {cpu} differs from ref"


@pytest.mark.parametrize("cpu", ["Nehalem", "Haswell", "native"])
def test_conformance_subset(cpu):
    files, selection = CONFORMANCE
    result = run_on(cpu, [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          *files, "-k", selection],
                    env=clean_env(PQKIT_BUILD_DIR=str(build_dir())))
    summary = result.stdout.decode().strip().split("\n")[-1]
    assert " passed" in summary and "failed" not in summary and "skipped" not in summary, summary
