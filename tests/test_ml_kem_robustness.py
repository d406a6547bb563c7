"""ML-KEM behaviour beyond the vectors: round trips, implicit rejection, key checks,
argument checks, the registry descriptor, the randomness call pattern, and an
exhaustive check of the division-free compression (tests/c/test_ml_kem_compress.c)."""
import ctypes
import hashlib
import os
import re
import shutil
import subprocess
import sys
import textwrap

import pytest

from pqkit_testlib import (ROOT, build_dir, check_kem_descriptor, check_kem_inputs_unchanged,
                           check_kem_null_arguments)

LEVELS = ["512", "768", "1024"]
# (k, ek, dk, ct) from FIPS 203 Table 3
PARAMS = {"512": (2, 800, 1632, 768), "768": (3, 1184, 2400, 1088), "1024": (4, 1568, 3168, 1568)}
OK, ERR_INVALID_KEY, ERR_RANDOMNESS, ERR_BAD_ARGUMENT = 0, -2, -4, -5
FUNCTIONS = ["keypair", "keypair_derand", "expand_dk", "encaps", "encaps_derand", "decaps",
             "check_ek", "check_dk", "crypto_kem_keypair", "crypto_kem_enc", "crypto_kem_dec"]


class Set:
    def __init__(self, lib, level):
        self.level = level
        self.k, self.ek_bytes, self.dk_bytes, self.ct_bytes = PARAMS[level]
        self.f = {}
        for name in FUNCTIONS:
            fn = getattr(lib, f"pqkit_ml_kem_{level}_{name}")
            fn.restype = ctypes.c_int
            self.f[name] = fn

    def bufs(self, *sizes):
        return [ctypes.create_string_buffer(n) for n in sizes]

    def keypair_derand(self, seed):
        ek, dk = self.bufs(self.ek_bytes, self.dk_bytes)
        assert self.f["keypair_derand"](ek, dk, seed) == OK
        return ek.raw, dk.raw

    def keypair(self):
        ek, dk = self.bufs(self.ek_bytes, self.dk_bytes)
        assert self.f["keypair"](ek, dk) == OK
        return ek.raw, dk.raw

    def encaps(self, ek):
        ct, ss = self.bufs(self.ct_bytes, 32)
        rc = self.f["encaps"](ct, ss, ek)
        return rc, ct.raw, ss.raw

    def decaps(self, ct, dk):
        (ss,) = self.bufs(32)
        rc = self.f["decaps"](ss, ct, dk)
        return rc, ss.raw


@pytest.fixture(params=LEVELS)
def kem(lib, request):
    return Set(lib, request.param)


def rejection_key(dk, ct):
    """K_bar = J(z || c) = SHAKE256(z || c, 32); z is the last 32 bytes of dk."""
    return hashlib.shake_256(dk[-32:] + ct).digest(32)


def test_sizes_and_constants(lib, kem):
    p = f"pqkit_ml_kem_{kem.level}_"
    got = {n: ctypes.c_size_t.in_dll(lib, p + n + "_bytes").value
           for n in ("ek", "dk", "ct", "ss", "seed")}
    assert got == {"ek": kem.ek_bytes, "dk": kem.dk_bytes, "ct": kem.ct_bytes, "ss": 32, "seed": 64}
    # FIPS 203: ek = 384k + 32, dk = 768k + 96
    assert kem.ek_bytes == 384 * kem.k + 32 and kem.dk_bytes == 768 * kem.k + 96


def test_round_trips(kem):
    for _ in range(20):
        ek, dk = kem.keypair()
        assert kem.f["check_ek"](ek) == OK and kem.f["check_dk"](dk) == OK
        assert dk[384 * kem.k:384 * kem.k + kem.ek_bytes] == ek
        rc, ct, ss = kem.encaps(ek)
        assert rc == OK and ss != bytes(32)
        assert kem.decaps(ct, dk) == (OK, ss)


def test_derand_is_deterministic_and_seed_expands(kem):
    seed = bytes(range(64))
    ek1, dk1 = kem.keypair_derand(seed)
    ek2, dk2 = kem.keypair_derand(seed)
    ek3, dk3 = kem.bufs(kem.ek_bytes, kem.dk_bytes)
    assert kem.f["expand_dk"](ek3, dk3, seed) == OK
    assert ek1 == ek2 == ek3.raw and dk1 == dk2 == dk3.raw
    assert dk1[-32:] == seed[32:]  # z is the second half of the seed
    assert dk1[-64:-32] == hashlib.sha3_256(ek1).digest()
    m = bytes([7] * 32)
    outs = []
    for _ in range(2):
        ct, ss = kem.bufs(kem.ct_bytes, 32)
        assert kem.f["encaps_derand"](ct, ss, ek1, m) == OK
        outs.append((ct.raw, ss.raw))
    assert outs[0] == outs[1]
    assert kem.decaps(outs[0][0], dk1) == (OK, outs[0][1])


def test_nist_api_round_trip(kem):
    pk, sk = kem.bufs(kem.ek_bytes, kem.dk_bytes)
    assert kem.f["crypto_kem_keypair"](pk, sk) == 0
    ct, ss, ss2 = kem.bufs(kem.ct_bytes, 32, 32)
    assert kem.f["crypto_kem_enc"](ct, ss, pk) == 0
    assert kem.f["crypto_kem_dec"](ss2, ct, sk) == 0
    assert ss.raw == ss2.raw
    bad_pk = bytearray(pk.raw)
    bad_pk[0], bad_pk[1] = 0xFF, 0x0F  # first coefficient = 4095 >= q
    assert kem.f["crypto_kem_enc"](ct, ss, bytes(bad_pk)) == -2  # PQKIT_ERR_INVALID_KEY
    bad_sk = bytearray(sk.raw)
    bad_sk[-64] ^= 1  # stored H(ek)
    assert kem.f["crypto_kem_dec"](ss2, ct, bytes(bad_sk)) == -2


def test_tampered_ciphertext_gives_rejection_key(kem, cases):
    ek, dk = kem.keypair_derand(bytes([1]) * 64)
    ct, ss = kem.bufs(kem.ct_bytes, 32)
    assert kem.f["encaps_derand"](ct, ss, ek, bytes([2]) * 32) == OK
    ct, ss = ct.raw, ss.raw
    c1_bytes = kem.ct_bytes - (128 if kem.level != "1024" else 160)
    with cases as c:
        # first byte, last bytes of c1 and c2, and a few bits in between
        for pos in (0, 1, c1_bytes - 1, c1_bytes, kem.ct_bytes // 2, kem.ct_bytes - 1):
            for bit in (0, 7):
                bad = bytearray(ct)
                bad[pos] ^= 1 << bit
                bad = bytes(bad)
                rc, got = kem.decaps(bad, dk)
                assert rc == OK
                assert got == rejection_key(dk, bad) != ss, (pos, bit)
                c.count += 1
    # the untampered ciphertext still decapsulates to the real key
    assert kem.decaps(ct, dk) == (OK, ss)


def test_check_dk_rejects_corrupted_hash_and_ek(kem):
    ek, dk = kem.keypair_derand(bytes([3]) * 64)
    rc, ct, ss = kem.encaps(ek)
    assert rc == OK
    h_at = kem.dk_bytes - 64
    ek_at = 384 * kem.k
    for pos in (h_at, h_at + 31, ek_at, ek_at + kem.ek_bytes - 1):
        bad = bytearray(dk)
        bad[pos] ^= 0x10
        bad = bytes(bad)
        assert kem.f["check_dk"](bad) == ERR_INVALID_KEY, pos
        out = ctypes.create_string_buffer(b"\xAA" * 32, 32)
        assert kem.f["decaps"](out, ct, bad) == ERR_INVALID_KEY, pos
        assert out.raw == bytes(32), "outputs are zeroed on error"
    # dk_PKE and z are not covered by the hash: a changed z still passes the check
    bad = bytearray(dk)
    bad[-1] ^= 1
    assert kem.f["check_dk"](bytes(bad)) == OK


def test_encaps_refuses_unreduced_ek(kem):
    ek, _ = kem.keypair_derand(bytes([4]) * 64)
    for poly in range(kem.k):
        for coeff, value in ((0, 3329), (255, 4095), (128, 3330)):
            bad = bytearray(ek)
            base = 384 * poly + 3 * (coeff // 2)
            if coeff % 2 == 0:
                bad[base] = value & 0xFF
                bad[base + 1] = (bad[base + 1] & 0xF0) | (value >> 8)
            else:
                bad[base + 1] = (bad[base + 1] & 0x0F) | ((value & 0x0F) << 4)
                bad[base + 2] = value >> 4
            bad = bytes(bad)
            assert kem.f["check_ek"](bad) == ERR_INVALID_KEY
            ct, ss = kem.bufs(kem.ct_bytes, 32)
            ctypes.memset(ct, 0xAA, kem.ct_bytes)
            ctypes.memset(ss, 0xAA, 32)
            assert kem.f["encaps"](ct, ss, bad) == ERR_INVALID_KEY
            assert ct.raw == bytes(kem.ct_bytes) and ss.raw == bytes(32)
            assert kem.f["encaps_derand"](ct, ss, bad, bytes(32)) == ERR_INVALID_KEY
    # q - 1 everywhere is the largest valid encoding
    top = bytes([0x00, 0xD0, 0xCF]) * (128 * kem.k) + ek[-32:]
    assert kem.f["check_ek"](top) == OK


def test_inputs_are_not_modified(kem):
    check_kem_inputs_unchanged(lambda name: kem.f[name], (kem.ek_bytes, kem.dk_bytes, kem.ct_bytes),
                               (64, 32))


def test_null_arguments(kem, cases):
    ek, dk = kem.keypair_derand(bytes(64))
    check_kem_null_arguments(lambda name: kem.f[name], (kem.ek_bytes, kem.dk_bytes, kem.ct_bytes),
                             (64, 32), ek, dk, cases)


def test_descriptor(lib, kem):
    check_kem_descriptor(lib, f"ml-kem-{kem.level}", f"pqkit_kem_desc_ml_kem_{kem.level}",
                         (kem.ek_bytes, kem.dk_bytes, kem.ct_bytes, 32), (64, 32),
                         kem.keypair_derand)
    assert lib.pqkit_kem_find(b"ml-kem-769").__bool__() is False


def test_compression_exhaustive(tmp_path, cases):
    """Compress_d/Decompress_d (d = 1, 4, 5, 10, 11) for every input against exact
    division, plus the reductions; the C source includes src/ml_kem/compress.h."""
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    assert cc, "a C compiler is needed to build tests/c/test_ml_kem_compress.c"
    exe = tmp_path / "test_ml_kem_compress"
    subprocess.run([cc, "-std=c11", "-O2", "-Wall", "-Wextra", "-Werror",
                    "-I", str(ROOT / "src" / "ml_kem"),
                    str(ROOT / "tests" / "c" / "test_ml_kem_compress.c"), "-o", str(exe)],
                   check=True)
    run = subprocess.run([str(exe)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout
    m = re.search(r"(\d+) passed, (\d+) failed", run.stdout)
    assert m and int(m.group(2)) == 0, run.stdout
    with cases as c:
        c.count = int(m.group(1))
    # 3329 inputs for each of 5 widths, plus 2+16+32+1024+2048 decompress inputs
    assert c.count >= 5 * 3329 + 3122 + 65536


RANDOMNESS_SCRIPT = textwrap.dedent("""
    import ctypes, sys
    fake = ctypes.CDLL(sys.argv[1])
    lib = ctypes.CDLL(sys.argv[2])
    fake.fake_rb_calls.restype = ctypes.c_size_t
    fake.fake_rb_len.restype = ctypes.c_size_t
    fake.fake_rb_len.argtypes = [ctypes.c_size_t]
    def calls():
        return [fake.fake_rb_len(i) for i in range(fake.fake_rb_calls())]
    for level, (ekb, dkb, ctb) in ((512, (800, 1632, 768)), (768, (1184, 2400, 1088)),
                                   (1024, (1568, 3168, 1568))):
        p = "pqkit_ml_kem_%d_" % level
        ek, dk = ctypes.create_string_buffer(ekb), ctypes.create_string_buffer(dkb)
        ct, ss = ctypes.create_string_buffer(ctb), ctypes.create_string_buffer(32)
        fake.fake_rb_reset(0)
        assert getattr(lib, p + "keypair")(ek, dk) == 0
        assert calls() == [64], calls()
        # the fake source gives seed[i] = 0xC3 ^ i: keypair == keypair_derand(seed)
        seed = bytes(0xC3 ^ i for i in range(64))
        ek2, dk2 = ctypes.create_string_buffer(ekb), ctypes.create_string_buffer(dkb)
        assert getattr(lib, p + "keypair_derand")(ek2, dk2, seed) == 0
        assert (ek.raw, dk.raw) == (ek2.raw, dk2.raw)
        fake.fake_rb_reset(0)
        assert getattr(lib, p + "encaps")(ct, ss, ek) == 0
        assert calls() == [32], calls()
        ct2, ss2 = ctypes.create_string_buffer(ctb), ctypes.create_string_buffer(32)
        assert getattr(lib, p + "encaps_derand")(ct2, ss2, ek, seed[:32]) == 0
        assert (ct.raw, ss.raw) == (ct2.raw, ss2.raw)
        fake.fake_rb_reset(1)
        assert getattr(lib, p + "keypair")(ek, dk) == -4
        assert ek.raw == bytes(ekb) and dk.raw == bytes(dkb)
        assert getattr(lib, p + "crypto_kem_keypair")(ek2, dk2) == -4  # PQKIT_ERR_RANDOMNESS
        assert getattr(lib, p + "encaps")(ct2, ss2, ek2) == -4
        assert ct2.raw == bytes(ctb) and ss2.raw == bytes(32)
        fake.fake_rb_reset(0)
        assert getattr(lib, p + "keypair_derand")(ek2, dk2, seed) == 0
        assert getattr(lib, p + "encaps_derand")(ct2, ss2, ek2, seed[:32]) == 0
        assert getattr(lib, p + "decaps")(ss, ct2, dk2) == 0 and ss.raw == ss2.raw
        assert calls() == []  # derand functions and decaps draw nothing
    print("randomness: ok")
""")


def test_randomness_calls_and_failure(tmp_path):
    """keypair reads d || z in one 64-byte call, encaps m in one 32-byte call, decaps none;
    a failing source gives PQKIT_ERR_RANDOMNESS and zeroed outputs. A recording
    pqkit_randombytes is preloaded in front of libpqkit.so in a child process."""
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    assert cc, "a C compiler is needed to build tests/c/ml_kem_fake_randombytes.c"
    fake = tmp_path / "libfake_rb.so"
    subprocess.run([cc, "-shared", "-fPIC", "-O1", "-o", str(fake),
                    str(ROOT / "tests" / "c" / "ml_kem_fake_randombytes.c")], check=True)
    lib = build_dir() / "libpqkit.so"
    # after any preloaded sanitizer runtime, which must stay first
    env = dict(os.environ, LD_PRELOAD=" ".join(filter(None, [os.environ.get("LD_PRELOAD"), str(fake)])))
    run = subprocess.run([sys.executable, "-c", RANDOMNESS_SCRIPT, str(fake), str(lib)],
                         env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "randomness: ok" in run.stdout
