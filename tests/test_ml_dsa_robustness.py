"""ML-DSA (FIPS 204): round trips, bad input and malformed signatures, per parameter set.

Malformed signatures are built deliberately from valid ones (hint encoding violations,
z coefficients at the norm bound, c~ bit flips, wrong lengths); each must be refused
with PQKIT_ERR_VERIFY. Argument errors must come back as their documented codes and
leave the caller's buffers untouched.
"""
import ctypes
import hashlib
import math
import subprocess
from fractions import Fraction

import pytest

from pqkit_testlib import build_dir

from test_ml_dsa_conformance import (ERR_BAD_ARGUMENT, ERR_BAD_LENGTH, ERR_INVALID_KEY,
                                     ERR_VERIFY, LEVELS, MLDSA, OK, SZ)

# per set: (gamma1, beta, omega, c~ bytes, k, l, z bits, eta bits)
PARAMS = {
    "44": (1 << 17, 78, 80, 32, 4, 4, 18, 3),
    "65": (1 << 19, 196, 55, 48, 6, 5, 20, 4),
    "87": (1 << 19, 120, 75, 64, 8, 7, 20, 3),
}
MSG = b"pqkit robustness message"
CTX = b"ctx"


@pytest.fixture(scope="module", params=LEVELS)
def setup(request, lib):
    d = MLDSA(lib, request.param)
    rc, pk, sk = d.keypair_derand(bytes(range(32)))
    assert rc == OK
    # a deterministic signature with at least two hints in one row, for the hint tests
    gamma1, beta, omega, ctb, k, l, zbits, _ = PARAMS[d.level]
    for i in range(200):
        rc, sig = d.sign_derand(MSG + bytes([i]), CTX, bytes(32), sk)
        assert rc == OK
        h = sig[len(sig) - omega - k:]
        ends = list(h[omega:])
        starts = [0] + ends[:-1]
        if any(e - s >= 2 for s, e in zip(starts, ends)) and ends[-1] < omega:
            return d, pk, sk, MSG + bytes([i]), sig
    pytest.fail("no signature with two hints in a row found")


def params(d):
    return PARAMS[d.level]


def test_round_trip(setup):
    d, pk, sk, msg, sig = setup
    assert d.verify(sig, msg, CTX, pk) == OK
    assert d.verify(sig, msg + b"x", CTX, pk) == ERR_VERIFY
    # deterministic signing is deterministic; hedged signing is not
    assert d.sign_derand(msg, CTX, bytes(32), sk) == (OK, sig)
    rc1, s1 = d.sign(msg, CTX, sk)
    rc2, s2 = d.sign(msg, CTX, sk)
    assert rc1 == rc2 == OK and s1 != s2 and len(s1) == d.sig_bytes
    assert d.verify(s1, msg, CTX, pk) == OK and d.verify(s2, msg, CTX, pk) == OK
    # empty message and empty context
    rc, s = d.sign(b"", b"", sk)
    assert rc == OK and d.verify(s, b"", b"", pk) == OK


def test_keypair_and_seed_format(setup):
    d = setup[0]
    rc, pk1, sk1 = d.keypair()
    rc2, pk2, sk2 = d.keypair()
    assert rc == rc2 == OK and pk1 != pk2 and sk1 != sk2
    seed = bytes([7]) * 32
    pk = ctypes.create_string_buffer(d.pk_bytes)
    sk = ctypes.create_string_buffer(d.sk_bytes)
    assert d._expand_sk(pk, sk, seed) == OK
    assert (pk.raw, sk.raw) == d.keypair_derand(seed)[1:]
    # tr = H(pk, 64) sits at offset 64 of sk, rho at 0 of both
    assert sk.raw[64:128] == hashlib.shake_256(pk.raw).digest(64)
    assert sk.raw[:32] == pk.raw[:32]


def mprime_pure(msg, ctx):
    return bytes([0, len(ctx)]) + ctx + msg


def test_interfaces_agree(setup):
    d, pk, sk, msg, sig = setup
    # Sign(M, ctx) = Sign_internal(0 || len(ctx) || ctx || M) = Sign_mu(H(tr || M'))
    mp = mprime_pure(msg, CTX)
    assert d.sign_internal(mp, bytes(32), sk) == (OK, sig)
    mu = hashlib.shake_256(hashlib.shake_256(pk).digest(64) + mp).digest(64)
    assert d.sign_mu(mu, bytes(32), sk) == (OK, sig)
    assert d.verify_internal(sig, mp, pk) == OK
    assert d.verify_mu(sig, mu, pk) == OK
    assert d.verify_internal(sig, msg, pk) == ERR_VERIFY


def test_prehash(setup):
    d, pk, sk, msg, _ = setup
    ph = hashlib.sha512(msg).digest()
    rc, sig = d.sign_prehash(ph, 3, CTX, bytes(32), sk)
    assert rc == OK
    assert d.verify_prehash(sig, ph, 3, CTX, pk) == OK
    assert d.verify_prehash(sig, ph, 3, b"other", pk) == ERR_VERIFY
    # HashML-DSA and ML-DSA signatures are not interchangeable
    assert d.verify(sig, ph, CTX, pk) == ERR_VERIFY
    # the framing is 1 || len(ctx) || ctx || DER OID || PH(M)
    oid = bytes.fromhex("0609608648016503040203")
    assert d.verify_internal(sig, bytes([1, len(CTX)]) + CTX + oid + ph, pk) == OK
    # same digest bytes under another hash_id of the same length: different OID
    ph32 = hashlib.sha256(msg).digest()
    rc, sig32 = d.sign_prehash(ph32, 1, CTX, bytes(32), sk)
    assert rc == OK and d.verify_prehash(sig32, ph32, 8, CTX, pk) == ERR_VERIFY
    for hash_id, n in [(1, 32), (2, 48), (3, 64), (4, 28), (5, 28), (6, 32), (7, 28),
                       (8, 32), (9, 48), (10, 64), (11, 32), (12, 64)]:
        for bad in (n - 1, n + 1, 0):
            rc, _ = d.sign_prehash(bytes(64), hash_id, CTX, bytes(32), sk, phlen=bad)
            assert rc == ERR_BAD_LENGTH, (hash_id, bad)
            assert d.verify_prehash(sig, bytes(64), hash_id, CTX, pk, phlen=bad) == ERR_BAD_LENGTH
        rc, s = d.sign_prehash(bytes(n), hash_id, b"", bytes(32), sk)
        assert rc == OK and d.verify_prehash(s, bytes(n), hash_id, b"", pk) == OK
    for hash_id in (0, 13, -1, 255):
        rc, _ = d.sign_prehash(bytes(32), hash_id, CTX, bytes(32), sk)
        assert rc == ERR_BAD_ARGUMENT
        assert d.verify_prehash(sig, bytes(32), hash_id, CTX, pk) == ERR_BAD_ARGUMENT


def test_context_limits(setup):
    d, pk, sk, msg, _ = setup
    ctx255 = bytes(range(255))
    rc, sig = d.sign_derand(msg, ctx255, bytes(32), sk)
    assert rc == OK and d.verify(sig, msg, ctx255, pk) == OK
    assert d.verify(sig, msg, ctx255[:-1], pk) == ERR_VERIFY
    assert d.verify(sig, msg, b"", pk) == ERR_VERIFY
    ctx256 = bytes(256)
    assert d.sign_derand(msg, ctx256, bytes(32), sk)[0] == ERR_BAD_ARGUMENT
    assert d.sign(msg, ctx256, sk)[0] == ERR_BAD_ARGUMENT
    assert d.verify(sig, msg, ctx256, pk) == ERR_BAD_ARGUMENT
    assert d.sign_prehash(bytes(32), 1, ctx256, bytes(32), sk)[0] == ERR_BAD_ARGUMENT
    assert d.verify_prehash(sig, bytes(32), 1, ctx256, pk) == ERR_BAD_ARGUMENT


def test_wrong_context_fails(setup):
    d, pk, sk, msg, sig = setup
    assert d.verify(sig, msg, b"ctX", pk) == ERR_VERIFY
    assert d.verify(sig, msg, b"ctx\x00", pk) == ERR_VERIFY


def test_siglen_capacity(setup):
    d, pk, sk, msg, _ = setup
    for cap in (0, 1, d.sig_bytes - 1):
        buf = ctypes.create_string_buffer(b"\xaa" * d.sig_bytes, d.sig_bytes)
        siglen = SZ(cap)
        rc = d._sign_derand(buf, ctypes.byref(siglen), msg, len(msg), CTX, len(CTX),
                            bytes(32), sk)
        assert rc == ERR_BAD_LENGTH and siglen.value == cap
        assert buf.raw == b"\xaa" * d.sig_bytes
        assert d.sign(msg, CTX, sk, cap=cap)[0] == ERR_BAD_LENGTH
    # a larger buffer is fine; the length comes back exact
    rc, sig = d.sign_derand(msg, CTX, bytes(32), sk, cap=d.sig_bytes + 100)
    assert rc == OK and len(sig) == d.sig_bytes


def test_null_arguments(setup):
    d, pk, sk, msg, sig = setup
    siglen = SZ(d.sig_bytes)
    buf = ctypes.create_string_buffer(d.sig_bytes)
    r = bytes(32)
    assert d._keypair(None, ctypes.create_string_buffer(d.sk_bytes)) == ERR_BAD_ARGUMENT
    assert d._keypair_derand(ctypes.create_string_buffer(d.pk_bytes), None, r) == ERR_BAD_ARGUMENT
    assert d._keypair_derand(ctypes.create_string_buffer(d.pk_bytes),
                             ctypes.create_string_buffer(d.sk_bytes), None) == ERR_BAD_ARGUMENT
    assert d._sign(None, ctypes.byref(siglen), msg, len(msg), None, 0, sk) == ERR_BAD_ARGUMENT
    assert d._sign(buf, None, msg, len(msg), None, 0, sk) == ERR_BAD_ARGUMENT
    assert d._sign(buf, ctypes.byref(siglen), None, 5, None, 0, sk) == ERR_BAD_ARGUMENT
    assert d._sign(buf, ctypes.byref(siglen), msg, len(msg), None, 3, sk) == ERR_BAD_ARGUMENT
    assert d._sign(buf, ctypes.byref(siglen), msg, len(msg), None, 0, None) == ERR_BAD_ARGUMENT
    # NULL rnd is the deterministic variant (rnd = 0^32), as NULL addrnd is in SLH-DSA
    assert d._sign_derand(buf, ctypes.byref(siglen), msg, len(msg), None, 0, None, sk) == OK
    det = buf.raw
    assert d._sign_derand(buf, ctypes.byref(siglen), msg, len(msg), None, 0, bytes(32), sk) == OK
    assert buf.raw == det
    assert d._verify(None, d.sig_bytes, msg, len(msg), None, 0, pk) == ERR_BAD_ARGUMENT
    assert d._verify(sig, len(sig), msg, len(msg), None, 0, None) == ERR_BAD_ARGUMENT
    assert d._verify(sig, len(sig), None, 1, None, 0, pk) == ERR_BAD_ARGUMENT
    assert d._sign_mu(buf, ctypes.byref(siglen), None, r, sk) == ERR_BAD_ARGUMENT
    assert d._verify_mu(sig, len(sig), None, pk) == ERR_BAD_ARGUMENT
    assert d._sign_internal(buf, ctypes.byref(siglen), None, 2, r, sk) == ERR_BAD_ARGUMENT
    assert d._verify_internal(sig, len(sig), None, 2, pk) == ERR_BAD_ARGUMENT
    assert d._sign_prehash(buf, ctypes.byref(siglen), None, 32, 1, None, 0, r, sk) == ERR_BAD_ARGUMENT
    assert d._verify_prehash(sig, len(sig), None, 32, 1, None, 0, pk) == ERR_BAD_ARGUMENT
    # NULL with length 0 is an empty message / context
    rc = d._sign_derand(buf, ctypes.byref(siglen), None, 0, None, 0, r, sk)
    assert rc == OK and d._verify(buf.raw, siglen.value, None, 0, None, 0, pk) == OK
    assert d.verify(buf.raw, b"", b"", pk) == OK


def test_invalid_private_key(setup):
    d, pk, sk, msg, _ = setup
    *_, eta_bits = params(d)
    # s1 starts at 128, s2 after l * 32 * eta_bits bytes: an all-ones byte holds a
    # 3-bit 7 or a 4-bit 15, both outside [0, 2 eta]; so is 2 eta + 1 in the byte's
    # lowest field alone (the smallest value refused; a byte whose offset is a multiple
    # of eta_bits starts a field)
    l = params(d)[5]
    eta = 2 if eta_bits == 3 else 4
    mask = (1 << eta_bits) - 1
    for off in (128, 128 + l * 32 * eta_bits + 3 * eta_bits):
        for value in (0xFF, (sk[off] & ~mask) | (2 * eta + 1)):
            bad = bytearray(sk)
            bad[off] = value
            assert d.sign_derand(msg, CTX, bytes(32), bytes(bad))[0] == ERR_INVALID_KEY
            assert d.sign_mu(bytes(64), bytes(32), bytes(bad))[0] == ERR_INVALID_KEY


def z_coeff_set(d, sig, poly, index, value):
    """Return sig with coefficient `index` of z[poly] replaced by `value`."""
    gamma1, _, _, ctb, _, _, zbits, _ = params(d)
    b = bytearray(sig)
    start = (ctb + poly * 32 * zbits) * 8 + index * zbits
    v = gamma1 - value
    for i in range(zbits):
        pos = start + i
        bit = (v >> i) & 1
        b[pos // 8] = (b[pos // 8] & ~(1 << (pos % 8))) | (bit << (pos % 8))
    return bytes(b)


def test_z_out_of_range(setup):
    # A changed z also breaks the c~ comparison, so this shows rejection, not which
    # check rejects; the Wycheproof InfinityNormViolation cases (valid c~ with z at
    # the bound) isolate the norm check in the conformance suite.
    d, pk, sk, msg, sig = setup
    gamma1, beta, *_ = params(d)
    l = params(d)[5]
    for poly, idx in [(0, 0), (l - 1, 255), (l // 2, 100)]:
        for value in (gamma1 - beta, -(gamma1 - beta), gamma1, -gamma1 + 1):
            bad = z_coeff_set(d, sig, poly, idx, value)
            assert bad != sig
            assert d.verify(bad, msg, CTX, pk) == ERR_VERIFY, (poly, idx, value)


def hints(d, sig):
    _, _, omega, _, k, *_ = params(d)
    return bytearray(sig[-(omega + k):])


def with_hints(sig, h):
    return bytes(sig[: len(sig) - len(h)]) + bytes(h)


def test_hint_encoding_violations(setup):
    d, pk, sk, msg, sig = setup
    _, _, omega, _, k, *_ = params(d)
    h = hints(d, sig)
    ends = list(h[omega:])
    starts = [0] + ends[:-1]
    row = next(i for i in range(k) if ends[i] - starts[i] >= 2)
    s = starts[row]
    cases = []
    # indices not strictly increasing within a row: swap two, or repeat one
    x = bytearray(h); x[s], x[s + 1] = x[s + 1], x[s]; cases.append(("swap", x))
    x = bytearray(h); x[s + 1] = x[s]; cases.append(("duplicate", x))
    # counts decreasing: the last row ends before the one above it
    if ends[k - 2] >= 1:
        x = bytearray(h); x[omega + k - 1] = ends[k - 2] - 1; cases.append(("decreasing", x))
    x = bytearray(h); x[omega + k - 1] = omega + 1; cases.append(("count > omega", x))
    x = bytearray(h); x[omega + k - 1] = 255; cases.append(("count 255", x))
    # non-zero padding after the last used index
    x = bytearray(h); x[omega - 1] = 1; cases.append(("padding", x))
    x = bytearray(h); x[ends[-1]] = 0xFF; cases.append(("padding 0xff", x))
    for name, x in cases:
        bad = with_hints(sig, x)
        assert bad != sig, name
        assert d.verify(bad, msg, CTX, pk) == ERR_VERIFY, name


def test_hint_counts_decreasing(setup):
    # a direct construction: the first row claims more entries than the second
    d, pk, sk, msg, sig = setup
    _, _, omega, _, k, *_ = params(d)
    h = hints(d, sig)
    x = bytearray(h)
    x[omega] = min(x[omega + 1] + 1, omega)
    if x[omega] <= x[omega + 1]:
        x[omega + 1] = x[omega] - 1
    bad = with_hints(sig, x)
    assert bad != sig and d.verify(bad, msg, CTX, pk) == ERR_VERIFY


def test_ctilde_bit_flips(setup):
    d, pk, sk, msg, sig = setup
    ctb = params(d)[3]
    for bit in list(range(0, 8 * ctb, 7)) + [8 * ctb - 1]:
        bad = bytearray(sig)
        bad[bit // 8] ^= 1 << (bit % 8)
        assert d.verify(bytes(bad), msg, CTX, pk) == ERR_VERIFY, bit


def test_other_bit_flips(setup):
    d, pk, sk, msg, sig = setup
    for pos in range(params(d)[3], len(sig), 97):
        bad = bytearray(sig)
        bad[pos] ^= 0x10
        assert d.verify(bytes(bad), msg, CTX, pk) == ERR_VERIFY, pos


def test_wrong_signature_length(setup):
    d, pk, sk, msg, sig = setup
    for bad in (sig[:-1], sig + b"\x00", b"", sig[: len(sig) // 2], sig + sig):
        assert d.verify(bad, msg, CTX, pk) == ERR_VERIFY
        assert d.verify_internal(bad, mprime_pure(msg, CTX), pk) == ERR_VERIFY
        assert d.verify_mu(bad, bytes(64), pk) == ERR_VERIFY


def test_descriptor(lib, setup):
    d, pk, sk, msg, sig = setup

    class Sig(ctypes.Structure):
        _fields_ = [("size", SZ), ("version", ctypes.c_uint), ("name", ctypes.c_char_p), ("pk_bytes", SZ), ("sk_bytes", SZ),
                    ("sig_bytes", SZ), ("keypair_seed_bytes", SZ), ("sign_seed_bytes", SZ),
                    ("keypair", ctypes.c_void_p), ("keypair_derand", ctypes.c_void_p),
                    ("sign", ctypes.c_void_p), ("sign_derand", ctypes.c_void_p),
                    ("verify", ctypes.c_void_p)]

    lib.pqkit_sig_find.restype = ctypes.POINTER(Sig)
    lib.pqkit_sig_find.argtypes = [ctypes.c_char_p]
    p = lib.pqkit_sig_find(f"ml-dsa-{d.level}".encode())
    assert p
    desc = p.contents
    assert desc.name == f"ml-dsa-{d.level}".encode()
    assert (desc.pk_bytes, desc.sk_bytes, desc.sig_bytes) == (d.pk_bytes, d.sk_bytes, d.sig_bytes)
    assert desc.keypair_seed_bytes == 32 and desc.sign_seed_bytes == 32
    kd = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p)(desc.keypair_derand)
    pkb = ctypes.create_string_buffer(d.pk_bytes)
    skb = ctypes.create_string_buffer(d.sk_bytes)
    assert kd(pkb, skb, bytes(range(32))) == OK and pkb.raw == pk and skb.raw == sk
    sd = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_char_p, ctypes.POINTER(SZ), ctypes.c_char_p, SZ,
                          ctypes.c_char_p, SZ, ctypes.c_char_p, ctypes.c_char_p)(desc.sign_derand)
    buf = ctypes.create_string_buffer(d.sig_bytes)
    n = SZ(d.sig_bytes)
    assert sd(buf, ctypes.byref(n), msg, len(msg), CTX, len(CTX), bytes(32), sk) == OK
    assert buf.raw == sig and n.value == d.sig_bytes
    vf = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_char_p, SZ, ctypes.c_char_p, SZ,
                          ctypes.c_char_p, SZ, ctypes.c_char_p)(desc.verify)
    assert vf(sig, len(sig), msg, len(msg), CTX, len(CTX), pk) == OK
    assert vf(sig, len(sig), msg, len(msg), b"", 0, pk) == ERR_VERIFY
    assert not lib.pqkit_sig_find(b"ml-dsa-66")


def test_nist_api(setup):
    d, pk, sk, msg, _ = setup
    pkb = ctypes.create_string_buffer(d.pk_bytes)
    skb = ctypes.create_string_buffer(d.sk_bytes)
    assert d._crypto_sign_keypair(pkb, skb) == OK
    pk2, sk2 = pkb.raw, skb.raw
    # crypto_sign_signature / verify: empty context
    sig = ctypes.create_string_buffer(d.sig_bytes)
    n = SZ(0)
    assert d._crypto_sign_signature(sig, ctypes.byref(n), msg, len(msg), sk2) == OK
    assert n.value == d.sig_bytes
    assert d._crypto_sign_verify(sig.raw, n.value, msg, len(msg), pk2) == OK
    assert d.verify(sig.raw, msg, b"", pk2) == OK
    # crypto_sign / open: sm = sig || m
    sm = ctypes.create_string_buffer(d.sig_bytes + len(msg))
    smlen = SZ(0)
    assert d._crypto_sign(sm, ctypes.byref(smlen), msg, len(msg), sk2) == OK
    assert smlen.value == d.sig_bytes + len(msg) and sm.raw[d.sig_bytes:] == msg
    m = ctypes.create_string_buffer(len(msg))
    mlen = SZ(12345)
    assert d._crypto_sign_open(m, ctypes.byref(mlen), sm.raw, smlen.value, pk2) == OK
    assert mlen.value == len(msg) and m.raw == msg
    # a tampered sm: error, m untouched, *mlen = 0
    bad = bytearray(sm.raw)
    bad[-1] ^= 1
    m = ctypes.create_string_buffer(b"\x55" * len(msg), len(msg))
    mlen = SZ(12345)
    assert d._crypto_sign_open(m, ctypes.byref(mlen), bytes(bad), len(bad), pk2) == ERR_VERIFY
    assert mlen.value == 0 and m.raw == b"\x55" * len(msg)
    # in place: the message may already sit at sm + CRYPTO_BYTES
    sm2 = ctypes.create_string_buffer(d.sig_bytes + len(msg))
    ctypes.memmove(ctypes.addressof(sm2) + d.sig_bytes, msg, len(msg))
    assert d._crypto_sign(sm2, ctypes.byref(smlen),
                          ctypes.cast(ctypes.addressof(sm2) + d.sig_bytes, ctypes.c_char_p),
                          len(msg), sk2) == OK
    assert d._crypto_sign_open(m, ctypes.byref(mlen), sm2.raw, smlen.value, pk2) == OK
    assert m.raw == msg


def test_nist_open_short_smlen(setup):
    d, pk, sk, msg, sig = setup
    for smlen in (0, 1, 32, d.sig_bytes - 1):
        sm = ctypes.create_string_buffer(sig[:smlen], max(smlen, 1))
        m = ctypes.create_string_buffer(b"\x33" * 16, 16)
        mlen = SZ(999)
        rc = d._crypto_sign_open(m, ctypes.byref(mlen), sm, smlen, pk)
        assert rc == ERR_VERIFY and mlen.value == 0 and m.raw == b"\x33" * 16
    # exactly a signature and an empty message
    rc, s = d.sign(b"", b"", sk)
    mlen = SZ(999)
    assert d._crypto_sign_open(None, ctypes.byref(mlen), s, len(s), pk) == OK and mlen.value == 0


@pytest.mark.parametrize("level", LEVELS)
def test_constant_time_challenge_matches(level):
    """Signing's constant-time SampleInBall equals verification's, with signing's bound
    and with rounds of 1 .. 128 candidates and SHAKE256 read in pieces of 9 .. 136
    bytes, which run the rare rounds past the bound and the stream's refills."""
    exe = build_dir() / "tests" / "tools" / f"pqkit-ml-dsa-challenge-check-{level}"
    assert exe.exists(), f"{exe} not built"
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0 and "FAILED" not in run.stdout, run.stdout + run.stderr
    assert run.stdout.count(" ok") == 2, run.stdout


def sample_in_ball_overflow(tau, candidates):
    """P(SampleInBall needs more than `candidates` bytes after the sign bytes): exact,
    position i = 256 - tau + k accepting a byte with probability (i + 1) / 256."""
    dist = [Fraction(1)] + [Fraction(0)] * tau  # over k, the positions placed
    for _ in range(candidates):
        new = [Fraction(0)] * (tau + 1)
        new[tau] = dist[tau]
        for k in range(tau):
            take = Fraction(256 - tau + k + 1, 256)
            new[k + 1] += dist[k] * take
            new[k] += dist[k] * (1 - take)
        dist = new
    return 1 - dist[tau]


@pytest.mark.parametrize("tau,log2p", [(39, -202.9), (49, -140.3), (60, -87.7)])
def test_challenge_bound_overflow_probability(tau, log2p):
    """The figures challenge.c states for its one-block bound (128 candidates)."""
    assert round(math.log2(sample_in_ball_overflow(tau, 128)), 1) == log2p
