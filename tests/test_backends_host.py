"""The host's native backends: each one's functions against the portable ones
(tests/backends/*_avx2_check.c), the run-time choice of an implementation ($PQKIT_IMPL
really selects it), and byte-identical outputs of every implementation the library
holds (derandomised keys, ciphertexts, shared secrets, the rejection key, signatures;
NIST KAT files); SLH-DSA's multi-lane hashes lane by lane. Skipped, with the reason,
only on a CPU without AVX2."""
import ctypes
import hashlib
import os
import platform
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pqkit_testlib import KemDesc, SigDesc, build_dir, registered  # noqa: E402

KEMS = ["ml-kem-512", "ml-kem-768", "ml-kem-1024", "hqc-1"]
SIGS = ["ml-dsa-44", "ml-dsa-65", "ml-dsa-87"]
SEEDS = 100
KAT_CASES = 50
# SLH-DSA signs slowly in ref (up to seconds per "s" signature): fewer KAT cases
SLH_KAT_CASES = {"f": 10, "s": 2}
# BIKE's ref decapsulates in 10-100 ms
BIKE_KAT_CASES = 10
# Falcon's ref generates a key in 30-100 ms (the avx2 check below covers the arithmetic)
FALCON_KAT_CASES = 10


def cpu_flags() -> set:
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return set()
    for line in text.splitlines():
        if line.startswith("flags"):
            return set(line.split(":", 1)[1].split())
    return set()


def require_avx2():
    if platform.machine() not in ("x86_64", "AMD64", "amd64"):
        pytest.skip(f"avx2 is an x86-64 backend; this host is {platform.machine()}")
    if not {"avx", "avx2", "bmi1", "bmi2", "pclmulqdq"} <= cpu_flags():
        pytest.skip("this CPU lacks AVX2, BMI1, BMI2 or PCLMULQDQ (/proc/cpuinfo)")


def native_sets() -> list:
    """The sets for which the library picks another implementation than ref on this CPU."""
    lib = ctypes.CDLL(str(build_dir() / "libpqkit.so"))
    lib.pqkit_kem_implementation.restype = ctypes.c_char_p
    lib.pqkit_sig_implementation.restype = ctypes.c_char_p
    return [name for name in registered(lib)
            if (lib.pqkit_kem_implementation(name.encode())
                or lib.pqkit_sig_implementation(name.encode())) != b"ref"]


def implementations(lib, names) -> list:
    lib.pqkit_kem_implementation.restype = ctypes.c_char_p
    lib.pqkit_sig_implementation.restype = ctypes.c_char_p
    return [(lib.pqkit_kem_implementation(name.encode())
             or lib.pqkit_sig_implementation(name.encode())).decode() for name in names]


def tool(name) -> Path:
    path = build_dir() / "tests" / "tools" / name
    if not path.exists():
        pytest.fail(f"{path} not built (the library holds no avx2 implementation?)", pytrace=False)
    return path


def run(cmd, **env):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=600,
                          env=dict(os.environ, **env))


def test_ml_kem_avx2_functions():
    require_avx2()
    result = run([tool("pqkit-ml-kem-avx2-check")])
    print(result.stdout)
    assert result.returncode == 0 and "FAILED" not in result.stdout, result.stdout + result.stderr
    assert "sample_ntt_x4 vs SampleNTT" in result.stdout


def test_hqc_avx2_functions():
    require_avx2()
    result = run([tool("pqkit-hqc-avx2-check")])
    print(result.stdout)
    assert result.returncode == 0 and "FAILED" not in result.stdout, result.stdout + result.stderr
    assert "gf2x_base (PCLMULQDQ)" in result.stdout and "gf2x_mul" in result.stdout


def test_bike_avx2_functions():
    require_avx2()
    # both paths: VPCLMULQDQ where the CPU has it, and PCLMULQDQ (PQKIT_VPCLMUL=0)
    for env in ({}, {"PQKIT_VPCLMUL": "0"}):
        result = run([tool("pqkit-bike-avx2-check")], **env)
        print(result.stdout)
        assert result.returncode == 0 and "FAILED" not in result.stdout, \
            result.stdout + result.stderr
        assert "mul_words (386, 771, 1281) vs portable" in result.stdout
        assert "sqr_words vs definition" in result.stdout


@pytest.mark.parametrize("level", ["l1", "l3", "l5"])
def test_bike_avx2_decoder(level):
    """The avx2 decoder's counting (src/bike/native/avx2/set/upc.c) against the counters'
    definition, and the avx2 BGF decoder against ref's (tests/backends/bike_avx2_decode_check.c)."""
    require_avx2()
    if f"bike-{level}" not in registered(ctypes.CDLL(str(build_dir() / "libpqkit.so"))):
        pytest.skip(f"bike-{level} is not in this build")
    result = run([tool(f"pqkit-bike-{level}-avx2-check-decode")])
    print(result.stdout)
    assert result.returncode == 0 and "FAILED" not in result.stdout, result.stdout + result.stderr
    assert result.stdout.count(" cases: ok") == 2, result.stdout


def test_falcon_avx2_binary64():
    """Falcon's binary64 on the FPU (src/falcon/native/avx2) against its emulation, bit for
    bit: add, sub, mul, div and sqrt (one and four lanes), the conversions, expm_p63, the
    sampler's round value (BerExp's input in one call), the base sampler's table count, key
    generation's Gaussian count, ChaCha20 x8, the vector FFT routines against ref's: FFT, inverse,
    product, split, merge, LDL, the LDL tree, the NTT mod q and its inverse, the private key
    decoder, the NTRU solver's NTT, product and inverse NTT modulo its primes against
    ref's, its residues and CRT of eight coefficients at a time against ref's one at a time,
    its Babai row k f, big-integer products and modular inverse against ref's, and its
    fixed-point divisions four at a time against ref's one at a time, and FN-DSA key
    generation's table count against the C's loop (tests/backends/falcon_avx2_check.c)."""
    require_avx2()
    result = run([tool("pqkit-falcon-avx2-check")])
    print(result.stdout)
    assert result.returncode == 0 and "FAILED" not in result.stdout, result.stdout + result.stderr
    assert result.stdout.count(" cases: ok") == 39, result.stdout


@pytest.mark.parametrize("level", [44, 65, 87])
def test_ml_dsa_avx2_functions(level):
    require_avx2()
    result = run([tool(f"pqkit-ml-dsa-avx2-check-{level}")])
    print(result.stdout)
    assert result.returncode == 0 and "FAILED" not in result.stdout, result.stdout + result.stderr
    assert "uniform_gamma1_x4 vs ExpandMask" in result.stdout


SLH_SETS = [f"{h}-{s}" for h in ("sha2", "shake") for s in ("128s", "128f", "192s", "192f", "256s", "256f")]


@pytest.mark.parametrize("slh_set", SLH_SETS)
def test_slh_dsa_avx2_functions(slh_set):
    require_avx2()
    result = run([tool(f"pqkit-slh-dsa-avx2-check-{slh_set}")])
    print(result.stdout)
    assert result.returncode == 0 and "FAILED" not in result.stdout, result.stdout + result.stderr
    assert "chain_x vs chain" in result.stdout and "tl_x vs T_l" in result.stdout


@pytest.mark.parametrize("avx512", ["chosen by the CPU", "0"])
def test_keccak_x4_functions(avx512):
    """Twice: the 4-way sponge on the permutation the CPU gets (AVX-512VL where it has
    it), and on the AVX2 one (PQKIT_AVX512=0)."""
    require_avx2()
    env = {"PQKIT_AVX512": "0"} if avx512 == "0" else {}
    result = run([tool("pqkit-common-avx2-check")], **env)
    print(result.stdout)
    assert result.returncode == 0 and "FAILED" not in result.stdout, result.stdout + result.stderr
    if avx512 == "0":
        assert "sponge permutation: avx2" in result.stdout


def outputs_digest() -> str:
    """Run in a child process (the choice is made once per process): the implementation
    behind each set named on the command line, then a digest of keypair_derand /
    encaps_derand / decaps outputs for SEEDS seeds per KEM, valid and tampered
    ciphertexts (the rejection key), and of keypair_derand / sign_derand outputs for
    SEEDS / 4 seeds per signature scheme, whose signatures must verify, and must not
    once tampered."""
    lib = ctypes.CDLL(str(build_dir() / "libpqkit.so"))
    lib.pqkit_kem_find.restype = ctypes.POINTER(KemDesc)
    digest = hashlib.sha256()
    impls = implementations(lib, sys.argv[2:])
    for name in KEMS:
        kem = lib.pqkit_kem_find(name.encode()).contents
        F = ctypes.CFUNCTYPE
        p = ctypes.c_char_p
        keypair = F(ctypes.c_int, p, p, p)(kem.keypair_derand)
        encaps = F(ctypes.c_int, p, p, p, p)(kem.encaps_derand)
        decaps = F(ctypes.c_int, p, p, p)(kem.decaps)
        ek = ctypes.create_string_buffer(kem.ek_bytes)
        dk = ctypes.create_string_buffer(kem.dk_bytes)
        ct = ctypes.create_string_buffer(kem.ct_bytes)
        ss = ctypes.create_string_buffer(32)
        ss2 = ctypes.create_string_buffer(32)
        ks = kem.keypair_seed_bytes
        for i in range(SEEDS):
            seed = hashlib.shake_256(f"{name} {i}".encode()).digest(ks + kem.encaps_seed_bytes)
            assert keypair(ek, dk, seed[:ks]) == 0
            assert encaps(ct, ss, ek, seed[ks:]) == 0
            assert decaps(ss2, ct, dk) == 0 and ss2.raw == ss.raw
            digest.update(ek.raw + dk.raw + ct.raw + ss.raw)
            bad = bytearray(ct.raw)
            bad[i % len(bad)] ^= 1 << (i % 8)
            assert decaps(ss2, bytes(bad), dk) == 0 and ss2.raw != ss.raw
            digest.update(ss2.raw)
    lib.pqkit_sig_find.restype = ctypes.POINTER(SigDesc)
    for name in SIGS:
        sig = lib.pqkit_sig_find(name.encode()).contents
        F = ctypes.CFUNCTYPE
        p, n = ctypes.c_char_p, ctypes.c_size_t
        keypair = F(ctypes.c_int, p, p, p)(sig.keypair_derand)
        sign = F(ctypes.c_int, p, ctypes.POINTER(n), p, n, p, n, p, p)(sig.sign_derand)
        verify = F(ctypes.c_int, p, n, p, n, p, n, p)(sig.verify)
        pk = ctypes.create_string_buffer(sig.pk_bytes)
        sk = ctypes.create_string_buffer(sig.sk_bytes)
        sm = ctypes.create_string_buffer(sig.sig_bytes)
        smlen = n()
        for i in range(SEEDS // 4):
            seed = hashlib.shake_256(f"{name} {i}".encode()).digest(64 + 100)
            msg, ctx = seed[64:64 + 3 * i], seed[64 + 3 * i:64 + 3 * i + i % 5]
            assert keypair(pk, sk, seed[:32]) == 0
            smlen.value = sig.sig_bytes
            assert sign(sm, ctypes.byref(smlen), msg, len(msg), ctx, len(ctx), seed[32:64], sk) == 0
            assert verify(sm.raw, smlen.value, msg, len(msg), ctx, len(ctx), pk.raw) == 0
            bad = bytearray(sm.raw)
            bad[i % len(bad)] ^= 1 << (i % 8)
            assert verify(bytes(bad), smlen.value, msg, len(msg), ctx, len(ctx), pk.raw) != 0
            digest.update(pk.raw + sk.raw + sm.raw[:smlen.value])
    return " ".join(impls) + " " + digest.hexdigest()


def child_digest(impl, names):
    result = run([sys.executable, __file__, "--outputs", *names], PQKIT_IMPL=impl)
    assert result.returncode == 0, result.stdout + result.stderr
    *impls, digest = result.stdout.split()
    return impls, digest


def test_pqkit_impl_selects_the_implementation_and_outputs_agree():
    require_avx2()
    names = native_sets()
    assert set(KEMS + SIGS) <= set(names), names
    ref_impls, ref_digest = child_digest("ref", names)
    avx2_impls, avx2_digest = child_digest("avx2", names)
    default_impls, _ = child_digest("", names)
    assert ref_impls == ["ref"] * len(names)
    assert avx2_impls == ["avx2"] * len(names)
    assert default_impls == ["avx2"] * len(names), "the CPU has AVX2 but avx2 was not chosen"
    assert avx2_digest == ref_digest


def pytest_generate_tests(metafunc):
    if "alg" in metafunc.fixturenames:
        metafunc.parametrize("alg", native_sets())


def test_kat_files_agree(alg):
    """The NIST-style KAT file (keypair, encaps / sign, decaps / verify drawing from the
    KAT DRBG) of each implementation."""
    require_avx2()
    files = {}
    cases = SLH_KAT_CASES[alg[-1]] if alg.startswith("slh-dsa") else \
        BIKE_KAT_CASES if alg.startswith("bike-") else \
        FALCON_KAT_CASES if alg.startswith(("falcon-", "fn-dsa-")) else KAT_CASES
    for impl in ("ref", "avx2"):
        result = run([tool("pqkit-kat"), alg, str(cases)], PQKIT_IMPL=impl)
        assert result.returncode == 0, result.stderr
        files[impl] = hashlib.sha256(result.stdout.encode()).hexdigest()
    assert files["avx2"] == files["ref"]


if __name__ == "__main__" and sys.argv[1:2] == ["--outputs"]:
    print(outputs_digest())
