"""FN-DSA (provisional, src/falcon/fndsa.c): malformed signatures and keys are refused
through the public API: the header byte, a changed nonce, a non-zero padding byte, a
changed s2, another length, a public key with another header or a coefficient equal to
q, a private key with another header; and the pure and pre-hashed forms of one message
do not verify as each other."""
import ctypes

import pytest

from pqkit_testlib import registered

OK, VERIFY, INVALID_KEY = 0, -3, -2
SZ = ctypes.c_size_t
SETS = {"fn-dsa-512": (9, 897, 1281, 666), "fn-dsa-1024": (10, 1793, 2305, 1280)}


def call(lib, name, *args):
    f = lib[name]
    f.restype = ctypes.c_int
    return f(*args)


@pytest.mark.parametrize("alg", SETS)
def test_malformed_inputs_are_rejected(lib, alg):
    assert alg in registered(lib), f"{alg} is not registered"
    logn, pk_bytes, sk_bytes, sig_bytes = SETS[alg]
    pre = "pqkit_" + alg.replace("-", "_") + "_"
    pk, sk = ctypes.create_string_buffer(pk_bytes), ctypes.create_string_buffer(sk_bytes)
    assert call(lib, pre + "keypair_derand", pk, sk, bytes(range(32))) == OK
    msg, ctx = b"message", b"ctx"
    sig, siglen = ctypes.create_string_buffer(sig_bytes), SZ(sig_bytes)
    assert call(lib, pre + "sign_derand", sig, ctypes.byref(siglen), msg, SZ(len(msg)), ctx,
                SZ(len(ctx)), bytes(range(88)), sk) == OK
    good = sig.raw

    def verify(s, p=pk.raw, m=msg, length=None):
        return call(lib, pre + "verify", s, SZ(len(s) if length is None else length), m, SZ(len(m)),
                    ctx, SZ(len(ctx)), p)

    assert verify(good) == OK
    # the last non-zero byte ends s2; every byte after it is padding
    end = len(good.rstrip(b"\0"))
    assert end < sig_bytes, "no padding in this signature: pick another rnd"
    bad = {
        "header": bytes([good[0] ^ 1]) + good[1:],
        "header of the other degree": bytes([0x30 + (19 - logn)]) + good[1:],
        "nonce": good[:5] + bytes([good[5] ^ 1]) + good[6:],
        "s2": good[:50] + bytes([good[50] ^ 4]) + good[51:],
        "padding": good[:-1] + b"\1",
        "last s2 byte": good[:end - 1] + bytes([good[end - 1] ^ 0x80]) + good[end:],
    }
    problems = [k for k, s in bad.items() if verify(s) != VERIFY]
    if verify(good[:-1]) != VERIFY or verify(good + b"\0", length=sig_bytes + 1) != VERIFY:
        problems.append("length")
    if verify(good, m=b"messagf") != VERIFY:
        problems.append("message")
    pkb = bytearray(pk.raw)
    pkb[0] ^= 1
    if verify(good, p=bytes(pkb)) != VERIFY:
        problems.append("public key header")
    pkq = bytearray(pk.raw)
    pkq[1:3] = bytes([0xC0, 0x04])  # first coefficient 14 bits: 12289 = q
    if verify(good, p=bytes(pkq)) != VERIFY:
        problems.append("public key coefficient q")
    # the pre-hashed form of the same bytes is another message
    if call(lib, pre + "verify_prehash", good, SZ(sig_bytes), msg + bytes(25), SZ(32), 1, ctx,
            SZ(len(ctx)), pk.raw) != VERIFY:
        problems.append("pure signature accepted as pre-hashed")
    skb = bytearray(sk.raw)
    skb[0] ^= 1
    sig2, siglen2 = ctypes.create_string_buffer(sig_bytes), SZ(sig_bytes)
    if call(lib, pre + "sign_derand", sig2, ctypes.byref(siglen2), msg, SZ(len(msg)), ctx,
            SZ(len(ctx)), bytes(88), bytes(skb)) != INVALID_KEY or siglen2.value != 0:
        problems.append("private key header")
    assert not problems, f"{alg}: accepted {problems}"
