"""HQC behaviour beyond the vectors: round trips, implicit rejection of malformed and
foreign ciphertexts (the key K_bar = J(H(ek) || sigma || c) the specification gives,
recomputed here), the key checks, argument checks, the registry descriptor and the
randomness call pattern.

The specification defines no check of ek or dk at encapsulation or decapsulation:
encaps reads s modulo its n bits and decaps uses dk as given (a dk whose seed_dk or
sigma was changed decapsulates without error, to another key). check_ek and check_dk
are the checks there are: the padding bits of s, and dk against the key generation
from the seed_KEM it holds."""
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

# level: (n, ek, dk, ct, k)
PARAMS = {"1": (17669, 2241, 2321, 4433, 16), "3": (35851, 4514, 4602, 8978, 24),
          "5": (57637, 7237, 7333, 14421, 32)}
OK, ERR_INVALID_KEY, ERR_RANDOMNESS, ERR_BAD_ARGUMENT = 0, -2, -4, -5
FUNCTIONS = ["keypair", "keypair_derand", "expand_dk", "encaps", "encaps_derand", "decaps",
             "check_ek", "check_dk", "crypto_kem_keypair", "crypto_kem_enc", "crypto_kem_dec"]


class Set:
    def __init__(self, lib, level):
        self.level = level
        self.n, self.ek_bytes, self.dk_bytes, self.ct_bytes, self.k = PARAMS[level]
        self.n_bytes = (self.n + 7) // 8
        self.f = {}
        for name in FUNCTIONS:
            fn = getattr(lib, f"pqkit_hqc_{level}_{name}")
            fn.restype = ctypes.c_int
            self.f[name] = fn

    def bufs(self, *sizes):
        return [ctypes.create_string_buffer(n) for n in sizes]

    def keypair_derand(self, seed):
        ek, dk = self.bufs(self.ek_bytes, self.dk_bytes)
        assert self.f["keypair_derand"](ek, dk, seed) == OK
        return ek.raw, dk.raw

    def encaps_derand(self, ek, m_salt):
        ct, ss = self.bufs(self.ct_bytes, 32)
        assert self.f["encaps_derand"](ct, ss, ek, m_salt) == OK
        return ct.raw, ss.raw

    def decaps(self, ct, dk):
        ss = ctypes.create_string_buffer(32)
        rc = self.f["decaps"](ss, ct, dk)
        return rc, ss.raw


@pytest.fixture(params=sorted(PARAMS))
def kem(lib, request):
    return Set(lib, request.param)


def rejection_key(kem, dk, ct):
    """K_bar = SHA3-256(H(ek) || sigma || c || 0x03), H(ek) = SHA3-256(ek || 0x01)."""
    ek, sigma = dk[:kem.ek_bytes], dk[kem.ek_bytes + 32:kem.ek_bytes + 32 + kem.k]
    h_ek = hashlib.sha3_256(ek + b"\x01").digest()
    return hashlib.sha3_256(h_ek + sigma + ct + b"\x03").digest()


def test_sizes_and_constants(lib, kem):
    for name, want in (("ek_bytes", kem.ek_bytes), ("dk_bytes", kem.dk_bytes),
                       ("ct_bytes", kem.ct_bytes), ("ss_bytes", 32), ("seed_bytes", 32)):
        assert ctypes.c_size_t.in_dll(lib, f"pqkit_hqc_{kem.level}_{name}").value == want


def test_round_trips(kem):
    for _ in range(3):
        ek, dk = kem.bufs(kem.ek_bytes, kem.dk_bytes)
        assert kem.f["keypair"](ek, dk) == OK
        ct, ss = kem.bufs(kem.ct_bytes, 32)
        assert kem.f["encaps"](ct, ss, ek) == OK
        assert kem.decaps(ct.raw, dk.raw) == (OK, ss.raw)
        assert kem.f["check_ek"](ek) == OK and kem.f["check_dk"](dk) == OK


def test_derand_is_deterministic_and_seed_expands(kem):
    seed = bytes(range(32))
    ek, dk = kem.keypair_derand(seed)
    assert (ek, dk) == kem.keypair_derand(seed)
    ek2, dk2 = kem.bufs(kem.ek_bytes, kem.dk_bytes)
    assert kem.f["expand_dk"](ek2, dk2, seed) == OK and (ek2.raw, dk2.raw) == (ek, dk)
    assert dk[:kem.ek_bytes] == ek and dk[-32:] == seed  # dk = ek || ... || seed_KEM
    m_salt = bytes(range(100, 100 + kem.k + 16))
    ct, ss = kem.encaps_derand(ek, m_salt)
    assert (ct, ss) == kem.encaps_derand(ek, m_salt)
    assert ct[-16:] == m_salt[kem.k:]  # the salt closes the ciphertext


def test_nist_api_round_trip(kem):
    ek, dk = kem.bufs(kem.ek_bytes, kem.dk_bytes)
    assert kem.f["crypto_kem_keypair"](ek, dk) == OK
    ct, ss, ss2 = kem.bufs(kem.ct_bytes, 32, 32)
    assert kem.f["crypto_kem_enc"](ct, ss, ek) == OK
    assert kem.f["crypto_kem_dec"](ss2, ct, dk) == OK and ss.raw == ss2.raw


def test_tampered_ciphertext_gives_rejection_key(kem, cases):
    ek, dk = kem.keypair_derand(bytes([1]) * 32)
    ct, ss = kem.encaps_derand(ek, bytes([2]) * (kem.k + 16))
    u_last, v_first = kem.n_bytes - 1, kem.n_bytes
    with cases as c:
        # u (first byte, its last byte's padding bit), v (first and last), the salt
        for pos, bit in ((0, 0), (u_last, 7), (v_first, 0), (kem.ct_bytes - 17, 7),
                         (kem.ct_bytes - 16, 0), (kem.ct_bytes - 1, 7)):
            bad = bytearray(ct)
            bad[pos] ^= 1 << bit
            bad = bytes(bad)
            rc, got = kem.decaps(bad, dk)
            assert rc == OK
            assert got == rejection_key(kem, dk, bad) != ss, (pos, bit)
            c.count += 1
        for bad in (bytes(kem.ct_bytes), b"\xff" * kem.ct_bytes):
            assert kem.decaps(bad, dk) == (OK, rejection_key(kem, dk, bad))
            c.count += 1
    assert kem.decaps(ct, dk) == (OK, ss)


def test_foreign_key_gives_rejection_key(kem):
    ek, dk = kem.keypair_derand(bytes([5]) * 32)
    _, other = kem.keypair_derand(bytes([6]) * 32)
    ct, ss = kem.encaps_derand(ek, bytes([7]) * (kem.k + 16))
    rc, got = kem.decaps(ct, other)
    assert rc == OK and got == rejection_key(kem, other, ct) != ss


def test_check_dk_rejects_every_changed_part(kem):
    ek, dk = kem.keypair_derand(bytes([3]) * 32)
    ct, ss = kem.encaps_derand(ek, bytes([4]) * (kem.k + 16))
    sigma_at = kem.ek_bytes + 32
    parts = {"ek": 5, "seed_dk": kem.ek_bytes, "sigma": sigma_at, "seed_KEM": kem.dk_bytes - 1}
    for part, pos in parts.items():
        bad = bytearray(dk)
        bad[pos] ^= 0x10
        bad = bytes(bad)
        assert kem.f["check_dk"](bad) == ERR_INVALID_KEY, part
        rc, got = kem.decaps(ct, bad)
        assert rc == OK, part  # no check at decapsulation
        if part == "sigma":  # sigma is read only when rejecting
            assert got == ss
        if part == "seed_dk":  # another y: the ciphertext is rejected
            assert got == rejection_key(kem, bad, ct) != ss


def test_check_ek_padding_bits(kem):
    ek, _ = kem.keypair_derand(bytes([8]) * 32)
    assert kem.f["check_ek"](ek) == OK
    pad_bits = 8 * kem.n_bytes - kem.n
    for bit in range(8 - pad_bits, 8):
        bad = bytearray(ek)
        bad[-1] |= 1 << bit
        assert kem.f["check_ek"](bytes(bad)) == ERR_INVALID_KEY, bit
        # encapsulation reads s modulo its n bits, as the reference implementation
        ct, ss = kem.encaps_derand(bytes(bad), bytes(kem.k + 16))
        assert len(ct) == kem.ct_bytes
    bad = bytearray(ek)
    bad[-1] ^= 1  # a coefficient of s, not padding
    assert kem.f["check_ek"](bytes(bad)) == OK


def test_inputs_are_not_modified(kem):
    check_kem_inputs_unchanged(lambda name: kem.f[name], (kem.ek_bytes, kem.dk_bytes, kem.ct_bytes),
                               (32, kem.k + 16))


def test_null_arguments(kem, cases):
    ek, dk = kem.keypair_derand(bytes(32))
    check_kem_null_arguments(lambda name: kem.f[name], (kem.ek_bytes, kem.dk_bytes, kem.ct_bytes),
                             (32, kem.k + 16), ek, dk, cases)


def test_descriptor(lib, kem):
    ek, ct, ss = check_kem_descriptor(
        lib, f"hqc-{kem.level}", f"pqkit_kem_desc_hqc_{kem.level}",
        (kem.ek_bytes, kem.dk_bytes, kem.ct_bytes, 32), (32, kem.k + 16), kem.keypair_derand)
    assert (ct, ss) == kem.encaps_derand(ek, bytes(range(kem.k + 16)))
    assert lib.pqkit_kem_find(b"hqc-2").__bool__() is False


RANDOMNESS_SCRIPT = textwrap.dedent("""
    import ctypes, sys
    fake = ctypes.CDLL(sys.argv[1])
    lib = ctypes.CDLL(sys.argv[2])
    fake.fake_rb_calls.restype = ctypes.c_size_t
    fake.fake_rb_len.restype = ctypes.c_size_t
    fake.fake_rb_len.argtypes = [ctypes.c_size_t]
    def calls():
        return [fake.fake_rb_len(i) for i in range(fake.fake_rb_calls())]
    for level, (ekb, dkb, ctb, k) in (("1", (2241, 2321, 4433, 16)), ("3", (4514, 4602, 8978, 24)),
                                      ("5", (7237, 7333, 14421, 32))):
        p = "pqkit_hqc_%s_" % level
        ek, dk = ctypes.create_string_buffer(ekb), ctypes.create_string_buffer(dkb)
        ct, ss = ctypes.create_string_buffer(ctb), ctypes.create_string_buffer(32)
        fake.fake_rb_reset(0)
        assert getattr(lib, p + "keypair")(ek, dk) == 0
        assert calls() == [32], calls()
        # the fake source gives byte i of each call = 0xC3 ^ i
        rnd = bytes(0xC3 ^ i for i in range(64))
        ek2, dk2 = ctypes.create_string_buffer(ekb), ctypes.create_string_buffer(dkb)
        assert getattr(lib, p + "keypair_derand")(ek2, dk2, rnd[:32]) == 0
        assert (ek.raw, dk.raw) == (ek2.raw, dk2.raw)
        fake.fake_rb_reset(0)
        assert getattr(lib, p + "encaps")(ct, ss, ek) == 0
        assert calls() == [k, 16], calls()  # m, then the salt
        ct2, ss2 = ctypes.create_string_buffer(ctb), ctypes.create_string_buffer(32)
        assert getattr(lib, p + "encaps_derand")(ct2, ss2, ek, rnd[:k] + rnd[:16]) == 0
        assert (ct.raw, ss.raw) == (ct2.raw, ss2.raw)
        fake.fake_rb_reset(1)
        assert getattr(lib, p + "keypair")(ek, dk) == -4
        assert ek.raw == bytes(ekb) and dk.raw == bytes(dkb)
        assert getattr(lib, p + "crypto_kem_keypair")(ek2, dk2) == -4
        assert getattr(lib, p + "encaps")(ct2, ss2, ek2) == -4
        assert ct2.raw == bytes(ctb) and ss2.raw == bytes(32)
        fake.fake_rb_reset(0)
        assert getattr(lib, p + "keypair_derand")(ek2, dk2, rnd[:32]) == 0
        assert getattr(lib, p + "encaps_derand")(ct2, ss2, ek2, rnd[:k + 16]) == 0
        assert getattr(lib, p + "decaps")(ss, ct2, dk2) == 0 and ss.raw == ss2.raw
        assert calls() == []  # derand functions and decaps draw nothing
    print("randomness: ok")
""")


def test_randomness_calls_and_failure(tmp_path):
    """keypair reads seed_KEM in one 32-byte call, encaps m and the salt in two calls,
    decaps none; a failing source gives PQKIT_ERR_RANDOMNESS and zeroed outputs. A
    recording pqkit_randombytes (tests/c/ml_kem_fake_randombytes.c) is preloaded in
    front of libpqkit.so in a child process."""
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    assert cc, "a C compiler is needed to build tests/c/ml_kem_fake_randombytes.c"
    fake = tmp_path / "libfake_rb.so"
    subprocess.run([cc, "-shared", "-fPIC", "-O1", "-o", str(fake),
                    str(ROOT / "tests" / "c" / "ml_kem_fake_randombytes.c")], check=True)
    lib = build_dir() / "libpqkit.so"
    env = dict(os.environ, LD_PRELOAD=" ".join(filter(None, [os.environ.get("LD_PRELOAD"), str(fake)])))
    run = subprocess.run([sys.executable, "-c", RANDOMNESS_SCRIPT, str(fake), str(lib)],
                         env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "randomness: ok" in run.stdout


@pytest.mark.parametrize("level", sorted(PARAMS))
def test_code_corrects_to_its_capacity(tmp_path, cases, level):
    """The concatenated code (src/hqc/code.c with tests/c/test_hqc_code.c): delta wrong
    Reed-Solomon symbols under Reed-Muller noise just below half its distance decode to
    the message, delta + 1 do not. Ciphertexts reach the decoder's bounds only by
    chance; this reaches them on purpose."""
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    assert cc, "a C compiler is needed to build tests/c/test_hqc_code.c"
    exe = tmp_path / "test_hqc_code"
    subprocess.run([cc, "-std=c11", "-O2", "-Wall", "-Wextra", "-Werror",
                    "-I", str(ROOT / "src" / "hqc"), "-I", str(ROOT / "src"),
                    "-I", str(ROOT / "include"), f"-DPQKIT_HQC_LEVEL={level}",
                    "-DPQKIT_IMPL=check", str(ROOT / "tests" / "c" / "test_hqc_code.c"),
                    str(ROOT / "src" / "hqc" / "code.c"), "-o", str(exe)], check=True)
    run = subprocess.run([str(exe)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout
    m = re.search(r"(\d+) passed, (\d+) failed", run.stdout)
    assert m and int(m.group(2)) == 0, run.stdout
    with cases as c:
        c.count = int(m.group(1))
