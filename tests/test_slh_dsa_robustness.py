"""SLH-DSA: round trips and rejection of bad input.

Signature layout (FIPS 205): R (n) || FORS (k trees of sk (n) || auth (a * n)) ||
d XMSS signatures of WOTS+ (len * n) || auth (h' * n).
"""
import ctypes

import pytest

OK, BAD_LENGTH, VERIFY, BAD_ARGUMENT = 0, -1, -3, -5

# set -> (n, h, d, a, k)
PARAMS = {
    "sha2_128s": (16, 63, 7, 12, 14), "sha2_128f": (16, 66, 22, 6, 33),
    "sha2_192s": (24, 63, 7, 14, 17), "sha2_192f": (24, 66, 22, 8, 33),
    "sha2_256s": (32, 64, 8, 14, 22), "sha2_256f": (32, 68, 17, 9, 35),
}
PARAMS.update({"shake" + k[4:]: v for k, v in list(PARAMS.items())})
FAST = [s for s in PARAMS if s.endswith("f")]
ROUND_TRIP = FAST + ["sha2_128s"]


class Slh:
    def __init__(self, lib, st):
        self.lib, self.st = lib, st
        self.n, self.h, self.d, self.a, self.k = PARAMS[st]
        self.hp = self.h // self.d
        self.len = 2 * self.n + 3
        self.fors_bytes = self.k * (self.a + 1) * self.n
        self.xmss_bytes = (self.len + self.hp) * self.n
        self.sig_bytes = self.n + self.fors_bytes + self.d * self.xmss_bytes

    def f(self, op):
        fn = getattr(self.lib, f"pqkit_slh_dsa_{self.st}_{op}")
        fn.restype = ctypes.c_int
        return fn

    def keypair(self, seed=None):
        pk = ctypes.create_string_buffer(2 * self.n)
        sk = ctypes.create_string_buffer(4 * self.n)
        if seed is None:
            assert self.f("keypair")(pk, sk) == OK
        else:
            n = self.n
            assert self.f("keypair_derand")(pk, sk, seed[:n], seed[n:2 * n], seed[2 * n:]) == OK
        return pk.raw, sk.raw

    def sign(self, msg, ctx, sk, addrnd=None, hedged=False, cap=None):
        cap = self.sig_bytes if cap is None else cap
        sig = ctypes.create_string_buffer(max(cap, 1))
        siglen = ctypes.c_size_t(cap)
        if hedged:
            rc = self.f("sign")(sig, ctypes.byref(siglen), msg, ctypes.c_size_t(len(msg)), ctx,
                                ctypes.c_size_t(len(ctx)), sk)
        else:
            rc = self.f("sign_derand")(sig, ctypes.byref(siglen), msg, ctypes.c_size_t(len(msg)), ctx,
                                       ctypes.c_size_t(len(ctx)), addrnd, sk)
        return rc, sig.raw[:siglen.value]

    def verify(self, sig, msg, ctx, pk):
        return self.f("verify")(sig, ctypes.c_size_t(len(sig)), msg, ctypes.c_size_t(len(msg)), ctx,
                                ctypes.c_size_t(len(ctx)), pk)

    def sign_prehash(self, ph, hash_id, ctx, sk, cap=None):
        cap = self.sig_bytes if cap is None else cap
        sig = ctypes.create_string_buffer(max(cap, 1))
        siglen = ctypes.c_size_t(cap)
        rc = self.f("sign_prehash")(sig, ctypes.byref(siglen), ph, ctypes.c_size_t(len(ph)), hash_id, ctx,
                                    ctypes.c_size_t(len(ctx)), None, sk)
        return rc, sig.raw[:siglen.value]

    def verify_prehash(self, sig, ph, hash_id, ctx, pk):
        return self.f("verify_prehash")(sig, ctypes.c_size_t(len(sig)), ph, ctypes.c_size_t(len(ph)), hash_id,
                                        ctx, ctypes.c_size_t(len(ctx)), pk)


def flip(sig: bytes, pos: int, bit: int = 0) -> bytes:
    b = bytearray(sig)
    b[pos] ^= 1 << bit
    return bytes(b)


@pytest.fixture(scope="module")
def signed(lib):
    """One deterministic key pair and signature per fast set, shared by the tests."""
    out = {}
    for st in FAST:
        s = Slh(lib, st)
        seed = bytes(range(1, 3 * s.n + 1))
        pk, sk = s.keypair(seed)
        msg, ctx = b"pqkit robustness", b"ctx"
        rc, sig = s.sign(msg, ctx, sk)
        assert rc == OK and len(sig) == s.sig_bytes
        out[st] = (s, pk, sk, msg, ctx, sig)
    return out


@pytest.mark.parametrize("st", ROUND_TRIP)
def test_round_trip(lib, st):
    s = Slh(lib, st)
    pk, sk = s.keypair()
    assert pk == sk[2 * s.n:], "pk = PK.seed || PK.root = tail of sk"
    msg = b"message to sign"
    rc, sig = s.sign(msg, b"", sk, hedged=True)
    assert rc == OK and len(sig) == s.sig_bytes
    assert s.verify(sig, msg, b"", pk) == OK
    assert s.verify(sig, msg + b"!", b"", pk) == VERIFY
    # hedged signing draws fresh addrnd: two signatures differ, both valid
    rc, sig2 = s.sign(msg, b"", sk, hedged=True)
    assert rc == OK and sig2 != sig and s.verify(sig2, msg, b"", pk) == OK
    # deterministic: NULL addrnd == PK.seed as addrnd, and repeatable
    rc, d1 = s.sign(msg, b"", sk, addrnd=None)
    rc2, d2 = s.sign(msg, b"", sk, addrnd=pk[:s.n])
    assert rc == rc2 == OK and d1 == d2 and s.verify(d1, msg, b"", pk) == OK
    # another key does not verify it
    pk_other, _ = s.keypair()
    assert s.verify(sig, msg, b"", pk_other) == VERIFY


from pqkit_testlib import SigDesc  # noqa: E402  struct pqkit_sig (include/pqkit/common.h)


@pytest.mark.parametrize("st", list(PARAMS))
def test_descriptor(lib, st):
    s = Slh(lib, st)
    lib.pqkit_sig_find.restype = ctypes.POINTER(SigDesc)
    name = "slh-dsa-" + st.replace("_", "-")
    found = lib.pqkit_sig_find(name.encode())
    assert found, f"{name} not registered"
    d = found.contents
    assert d.name.decode() == name
    assert (d.pk_bytes, d.sk_bytes, d.sig_bytes) == (2 * s.n, 4 * s.n, s.sig_bytes)
    assert (d.keypair_seed_bytes, d.sign_seed_bytes) == (3 * s.n, s.n)
    if st.endswith("f"):
        # keypair_derand takes SK.seed || SK.prf || PK.seed
        seed = bytes(range(7, 7 + 3 * s.n))
        kd = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p)(d.keypair_derand)
        pk = ctypes.create_string_buffer(2 * s.n)
        sk = ctypes.create_string_buffer(4 * s.n)
        assert kd(pk, sk, seed) == OK
        assert (pk.raw, sk.raw) == s.keypair(seed)


def test_empty_message_and_keypair_alias(signed):
    s, pk, sk, _, _, _ = signed["sha2_128f"]
    rc, sig = s.sign(b"", b"", sk)
    assert rc == OK and s.verify(sig, b"", b"", pk) == OK
    assert s.verify(sig, b"\0", b"", pk) == VERIFY


@pytest.mark.parametrize("st", FAST)
def test_wrong_length(signed, st):
    s, pk, _, msg, ctx, sig = signed[st]
    assert s.verify(sig, msg, ctx, pk) == OK
    for bad in (b"", sig[:-1], sig + b"\0", sig[:s.sig_bytes // 2]):
        assert s.verify(bad, msg, ctx, pk) == VERIFY


@pytest.mark.parametrize("st", FAST)
def test_flipped_bits(signed, st):
    """Every part of the signature is bound: R, FORS secrets and auth paths of several
    trees, WOTS+ chains (message and checksum part) and XMSS auth paths of several
    layers."""
    s, pk, _, msg, ctx, sig = signed[st]
    n = s.n
    positions = {"R": 0, "R last": n - 1}
    for i in sorted({0, s.k // 2, s.k - 1}):
        base = n + i * (s.a + 1) * n
        positions[f"FORS tree {i} sk"] = base
        positions[f"FORS tree {i} auth 0"] = base + n
        positions[f"FORS tree {i} auth top"] = base + s.a * n + n - 1
    ht = n + s.fors_bytes
    for layer in sorted({0, s.d // 2, s.d - 1}):
        base = ht + layer * s.xmss_bytes
        positions[f"layer {layer} WOTS chain 0"] = base
        positions[f"layer {layer} WOTS msg chain"] = base + (2 * n - 1) * n + 3
        positions[f"layer {layer} WOTS checksum chain"] = base + (s.len - 1) * n
        positions[f"layer {layer} auth 0"] = base + s.len * n
        positions[f"layer {layer} auth top"] = base + (s.len + s.hp - 1) * n + n - 1
    assert max(positions.values()) < s.sig_bytes
    for what, pos in positions.items():
        for bit in (0, 7):
            assert s.verify(flip(sig, pos, bit), msg, ctx, pk) == VERIFY, f"{what} bit {bit} accepted"
    assert s.verify(sig, msg, ctx, pk) == OK  # the original is still fine
    # the public key is bound too
    assert s.verify(sig, msg, ctx, flip(pk, 0)) == VERIFY
    assert s.verify(sig, msg, ctx, flip(pk, 2 * n - 1, 7)) == VERIFY


@pytest.mark.parametrize("st", ["sha2_128f", "shake_128f"])
def test_context(signed, st):
    s, pk, sk, msg, ctx, sig = signed[st]
    assert s.verify(sig, msg, b"", pk) == VERIFY
    assert s.verify(sig, msg, ctx + b"\0", pk) == VERIFY
    assert s.verify(sig, msg, b"cty", pk) == VERIFY
    ctx255 = bytes(range(255))
    rc, sig255 = s.sign(msg, ctx255, sk)
    assert rc == OK and s.verify(sig255, msg, ctx255, pk) == OK
    assert s.verify(sig255, msg, ctx255[:254], pk) == VERIFY
    ctx256 = bytes(256)
    assert s.sign(msg, ctx256, sk)[0] == BAD_ARGUMENT
    assert s.sign(msg, ctx256, sk, hedged=True)[0] == BAD_ARGUMENT
    assert s.verify(sig255, msg, ctx256, pk) == BAD_ARGUMENT
    # a NULL context with a non-zero length is an argument error, not a crash
    sig_buf = ctypes.create_string_buffer(s.sig_bytes)
    siglen = ctypes.c_size_t(s.sig_bytes)
    assert s.f("sign_derand")(sig_buf, ctypes.byref(siglen), msg, ctypes.c_size_t(len(msg)), None,
                              ctypes.c_size_t(5), None, sk) == BAD_ARGUMENT
    assert s.f("verify")(sig255, ctypes.c_size_t(len(sig255)), msg, ctypes.c_size_t(len(msg)), None,
                         ctypes.c_size_t(5), pk) == BAD_ARGUMENT


@pytest.mark.parametrize("st", ["sha2_128f", "shake_128f"])
def test_prehash(signed, st):
    s, pk, sk, msg, ctx, pure_sig = signed[st]
    ph = bytes(range(32))
    rc, sig = s.sign_prehash(ph, 1, ctx, sk)  # SHA2-256
    assert rc == OK and s.verify_prehash(sig, ph, 1, ctx, pk) == OK
    # domain separation: neither the id, the framing nor the digest can be swapped
    assert s.verify_prehash(sig, ph, 8, ctx, pk) == VERIFY  # SHA3-256, same length
    assert s.verify_prehash(sig, ph, 11, ctx, pk) == VERIFY  # SHAKE128, same length
    assert s.verify(sig, ph, ctx, pk) == VERIFY
    assert s.verify_prehash(pure_sig, msg.ljust(32, b"\0")[:32], 1, ctx, pk) == VERIFY
    assert s.verify_prehash(sig, flip(ph, 31), 1, ctx, pk) == VERIFY
    assert s.verify_prehash(sig, ph, 1, b"", pk) == VERIFY
    # unknown ids, wrong digest lengths
    for bad_id in (0, 13, -1, 255):
        assert s.sign_prehash(ph, bad_id, ctx, sk)[0] == BAD_ARGUMENT
        assert s.verify_prehash(sig, ph, bad_id, ctx, pk) == BAD_ARGUMENT
    lengths = {1: 32, 2: 48, 3: 64, 4: 28, 5: 28, 6: 32, 7: 28, 8: 32, 9: 48, 10: 64, 11: 32, 12: 64}
    for hash_id, length in lengths.items():
        for bad_len in (length - 1, length + 1, 0):
            assert s.sign_prehash(bytes(bad_len + 1)[:bad_len], hash_id, ctx, sk)[0] == BAD_LENGTH
            assert s.verify_prehash(sig, bytes(bad_len), hash_id, ctx, pk) == BAD_LENGTH
    assert s.sign_prehash(ph, 1, bytes(256), sk)[0] == BAD_ARGUMENT


@pytest.mark.parametrize("st", ["sha2_128f", "shake_256f"])
def test_siglen_capacity(signed, st):
    s, pk, sk, msg, ctx, _ = signed[st]
    for cap in (0, 1, s.sig_bytes - 1):
        assert s.sign(msg, ctx, sk, cap=cap)[0] == BAD_LENGTH
        assert s.sign(msg, ctx, sk, hedged=True, cap=cap)[0] == BAD_LENGTH
        assert s.sign_prehash(bytes(32), 1, ctx, sk, cap=cap)[0] == BAD_LENGTH
        sig = ctypes.create_string_buffer(max(cap, 1))
        siglen = ctypes.c_size_t(cap)
        assert s.f("sign_internal")(sig, ctypes.byref(siglen), msg, ctypes.c_size_t(len(msg)), None, sk) \
            == BAD_LENGTH
        assert siglen.value == cap
    # a larger buffer is fine; siglen reports the real length
    rc, sig = s.sign(msg, ctx, sk, cap=s.sig_bytes + 100)
    assert rc == OK and len(sig) == s.sig_bytes


@pytest.mark.parametrize("st", ["sha2_128f", "shake_128f"])
def test_internal_interface(signed, st):
    s, pk, sk, msg, ctx, pure_sig = signed[st]
    sig = ctypes.create_string_buffer(s.sig_bytes)
    siglen = ctypes.c_size_t(s.sig_bytes)
    # pure signing is internal signing of M' = 0 || len(ctx) || ctx || M
    mprime = bytes([0, len(ctx)]) + ctx + msg
    assert s.f("sign_internal")(sig, ctypes.byref(siglen), mprime, ctypes.c_size_t(len(mprime)), None, sk) == OK
    assert sig.raw == pure_sig
    vi = s.f("verify_internal")
    assert vi(pure_sig, ctypes.c_size_t(s.sig_bytes), mprime, ctypes.c_size_t(len(mprime)), pk) == OK
    assert vi(pure_sig, ctypes.c_size_t(s.sig_bytes), msg, ctypes.c_size_t(len(msg)), pk) == VERIFY
    assert vi(pure_sig, ctypes.c_size_t(s.sig_bytes - 1), mprime, ctypes.c_size_t(len(mprime)), pk) == VERIFY


@pytest.mark.parametrize("st", ["sha2_128f", "shake_128f"])
def test_crypto_sign_api(signed, st):
    s, pk, sk, _, _, _ = signed[st]
    msg = b"supercop"
    sm = ctypes.create_string_buffer(s.sig_bytes + len(msg))
    smlen = ctypes.c_size_t(0)
    assert s.f("crypto_sign")(sm, ctypes.byref(smlen), msg, ctypes.c_size_t(len(msg)), sk) == OK
    assert smlen.value == s.sig_bytes + len(msg) and sm.raw[s.sig_bytes:] == msg
    # the signed message is pure SLH-DSA with an empty context
    assert s.verify(sm.raw[:s.sig_bytes], msg, b"", pk) == OK
    m = ctypes.create_string_buffer(len(msg))
    mlen = ctypes.c_size_t(12345)
    assert s.f("crypto_sign_open")(m, ctypes.byref(mlen), sm, smlen, pk) == OK
    assert mlen.value == len(msg) and m.raw == msg
    # tampered: fails, m untouched
    bad = ctypes.create_string_buffer(flip(sm.raw, s.sig_bytes + 1), len(sm.raw))
    m2 = ctypes.create_string_buffer(b"\xaa" * len(msg), len(msg))
    assert s.f("crypto_sign_open")(m2, ctypes.byref(mlen), bad, smlen, pk) == VERIFY
    assert m2.raw == b"\xaa" * len(msg) and mlen.value == 0
    # smlen shorter than a signature: error, reading only the smlen bytes given
    for short in (0, 1, s.sig_bytes - 1):
        buf = ctypes.create_string_buffer(sm.raw[:short], max(short, 1))
        mlen = ctypes.c_size_t(777)
        assert s.f("crypto_sign_open")(m, ctypes.byref(mlen), buf, ctypes.c_size_t(short), pk) == VERIFY
        assert mlen.value == 0
    # exactly a signature of the empty message
    sm0 = ctypes.create_string_buffer(s.sig_bytes)
    assert s.f("crypto_sign")(sm0, ctypes.byref(smlen), None, ctypes.c_size_t(0), sk) == OK
    assert smlen.value == s.sig_bytes
    assert s.f("crypto_sign_open")(None, ctypes.byref(mlen), sm0, smlen, pk) == OK and mlen.value == 0
    # detached API
    sig = ctypes.create_string_buffer(s.sig_bytes)
    siglen = ctypes.c_size_t(0)
    assert s.f("crypto_sign_signature")(sig, ctypes.byref(siglen), msg, ctypes.c_size_t(len(msg)), sk) == OK
    assert siglen.value == s.sig_bytes
    cv = s.f("crypto_sign_verify")
    assert cv(sig, siglen, msg, ctypes.c_size_t(len(msg)), pk) == OK
    assert cv(sig, siglen, msg[:-1], ctypes.c_size_t(len(msg) - 1), pk) == VERIFY


def test_keypair_derand_alias(lib):
    """Seeds inside the output buffers (sk = seeds in place) give the same keys."""
    s = Slh(lib, "sha2_128f")
    seed = bytes(range(100, 100 + 3 * s.n))
    pk, sk = s.keypair(seed)
    buf = ctypes.create_string_buffer(seed + bytes(s.n), 4 * s.n)
    pk2 = ctypes.create_string_buffer(2 * s.n)
    base = ctypes.addressof(buf)
    args = [ctypes.c_void_p(base + i * s.n) for i in range(3)]
    assert s.f("keypair_derand")(pk2, buf, *args) == OK
    assert buf.raw == sk and pk2.raw == pk
