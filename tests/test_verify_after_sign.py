"""PQKIT_VERIFY_AFTER_SIGN: signing with a corrupted private key (a stand-in for a fault
during signing) must fail with PQKIT_ERR_FAULT, the signature zeroed and *siglen 0, in
every signing entry point, when the library is built with the option ($PQKIT_VAS_BUILD_DIR,
default build/vas: `cmake -DPQKIT_VERIFY_AFTER_SIGN=ON`, ML-DSA and
SLH-DSA-SHAKE-128f). The library without it ($PQKIT_BUILD_DIR) returns a signature
that does not verify: what the option is for. An intact key signs as before."""
import ctypes
import os
from pathlib import Path

import pytest

from pqkit_testlib import ROOT
from test_ml_dsa_conformance import LEVELS, MLDSA, OK, SZ
from test_slh_dsa_robustness import Slh

FAULT = -6
VAS_BUILD = Path(os.environ.get("PQKIT_VAS_BUILD_DIR", ROOT / "build" / "vas"))
MSG, CTX, RND = b"verify after sign", b"ctx", bytes(range(32))
SLH_SET = "shake_128f"


@pytest.fixture(scope="module")
def vas_lib():
    path = VAS_BUILD / "libpqkit.so"
    if not path.exists():
        pytest.fail(f"{path} not built (cmake -DPQKIT_VERIFY_AFTER_SIGN=ON -B {VAS_BUILD})",
                    pytrace=False)
    return ctypes.CDLL(str(path))


def corrupt(sk, pos, bit=2):
    b = bytearray(sk)
    b[pos] ^= 1 << bit
    return bytes(b)


def corrupt_mldsa(level, sk, part):
    """sk (rho || K || tr || s1 || s2 || t0) with one bit of rho, tr or t0 flipped
    ("t0-bit"), t0's first row scrambled ("t0"), or the first coefficient of s1 changed
    to another value in range (eta - c stored in 3 or 4 bits), so that the key still
    passes signing's range check."""
    k, l, eta = {"44": (4, 4, 2), "65": (6, 5, 4), "87": (8, 7, 2)}[level]
    bits = 3 if eta == 2 else 4
    s1 = 128
    t0 = s1 + (l + k) * 32 * bits
    if part == "s1":
        b = bytearray(sk)
        mask = (1 << bits) - 1
        b[s1] = (b[s1] & ~mask) | (((b[s1] & mask) + 1) % (2 * eta + 1))
        return bytes(b)
    if part == "t0":
        b = bytearray(sk)
        b[t0:t0 + 416] = bytes(x ^ 0x55 for x in b[t0:t0 + 416])
        return bytes(b)
    return corrupt(sk, {"rho": 5, "tr": 64 + 7, "t0-bit": t0 + 100}[part])


def raw_sign(fn, sig_bytes, *args):
    """rc, the whole output buffer (filled with 0xAA first) and *siglen."""
    sig = ctypes.create_string_buffer(b"\xaa" * sig_bytes, sig_bytes)
    siglen = SZ(sig_bytes)
    rc = fn(sig, ctypes.byref(siglen), *args)
    return rc, sig.raw, siglen.value


def mldsa_entry_points(d, sk):
    """Every ML-DSA signing entry point on sk, as raw calls."""
    mu = bytes(range(64))
    ph = bytes(64)
    return {
        "sign_derand": lambda: raw_sign(d._sign_derand, d.sig_bytes, MSG, len(MSG), CTX,
                                        len(CTX), RND, sk),
        "sign": lambda: raw_sign(d._sign, d.sig_bytes, MSG, len(MSG), CTX, len(CTX), sk),
        "sign_internal": lambda: raw_sign(d._sign_internal, d.sig_bytes, MSG, len(MSG), RND, sk),
        "sign_prehash": lambda: raw_sign(d._sign_prehash, d.sig_bytes, ph, len(ph), 12, CTX,
                                         len(CTX), RND, sk),  # SHAKE256, 64 bytes
        "sign_mu": lambda: raw_sign(d._sign_mu, d.sig_bytes, mu, RND, sk),
        "crypto_sign_signature": lambda: raw_sign(d._crypto_sign_signature, d.sig_bytes, MSG,
                                                  len(MSG), sk),
    }


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("part", ["rho", "tr", "s1", "t0", "t0-bit"])
def test_ml_dsa_corrupted_key_fails_only_with_the_option(lib, vas_lib, level, part):
    plain, checked = MLDSA(lib, level), MLDSA(vas_lib, level)
    rc, pk, sk = plain.keypair_derand(bytes(32))
    assert rc == OK
    bad = corrupt_mldsa(level, sk, part)
    # without the option: "success", and a signature that does not verify (a flipped
    # low bit of t0 moves c t0 too little to break the hints: that signature verifies,
    # but the option's key check still refuses the key)
    rc, sig = plain.sign_derand(MSG, CTX, RND, bad)
    assert rc == OK
    if part != "t0-bit":
        assert plain.verify(sig, MSG, CTX, pk) != OK
    # with it: PQKIT_ERR_FAULT from every entry point, nothing released
    for name, call in mldsa_entry_points(checked, bad).items():
        rc, out, siglen = call()
        assert rc == FAULT, (name, rc)
        assert siglen == 0 and out == bytes(len(out)), name


@pytest.mark.parametrize("level", LEVELS)
def test_ml_dsa_intact_key_signs_as_before(lib, vas_lib, level):
    plain, checked = MLDSA(lib, level), MLDSA(vas_lib, level)
    rc, pk, sk = plain.keypair_derand(bytes(32))
    for name, call in mldsa_entry_points(checked, sk).items():
        rc, out, siglen = call()
        assert rc == OK and siglen == checked.sig_bytes, (name, rc)
    # deterministic outputs are those of the library without the option
    assert checked.sign_derand(MSG, CTX, RND, sk) == plain.sign_derand(MSG, CTX, RND, sk)
    rc, sig = checked.sign_derand(MSG, CTX, RND, sk)
    assert plain.verify(sig, MSG, CTX, pk) == OK


@pytest.mark.parametrize("part,pos", [("SK.seed", 3), ("SK.prf", 16 + 3), ("PK.root", 48 + 3)])
def test_slh_dsa_corrupted_key(lib, vas_lib, part, pos):
    plain, checked = Slh(lib, SLH_SET), Slh(vas_lib, SLH_SET)
    pk, sk = plain.keypair(bytes(range(1, 49)))
    bad = corrupt(sk, pos)
    rc, sig = plain.sign(MSG, CTX, bad)
    assert rc == OK
    if part == "SK.prf":
        # R = PRF_msg(SK.prf, ...) is only randomness: the signature is valid, and
        # the check lets it through
        assert plain.verify(sig, MSG, CTX, pk) == OK
        assert checked.sign(MSG, CTX, bad) == (OK, sig)
        return
    assert plain.verify(sig, MSG, CTX, pk) != OK
    for hedged in (False, True):
        cap = checked.sig_bytes
        out = ctypes.create_string_buffer(b"\xaa" * cap, cap)
        siglen = ctypes.c_size_t(cap)
        args = (out, ctypes.byref(siglen), MSG, ctypes.c_size_t(len(MSG)), CTX,
                ctypes.c_size_t(len(CTX)))
        rc = (checked.f("sign")(*args, bad) if hedged
              else checked.f("sign_derand")(*args, None, bad))
        assert rc == FAULT and siglen.value == 0 and out.raw == bytes(cap)
    rc, _ = checked.sign_prehash(bytes(32), 1, CTX, bad)  # SHA2-256
    assert rc == FAULT


def test_slh_dsa_intact_key_signs_as_before(lib, vas_lib):
    plain, checked = Slh(lib, SLH_SET), Slh(vas_lib, SLH_SET)
    pk, sk = plain.keypair(bytes(range(1, 49)))
    assert checked.sign(MSG, CTX, sk) == plain.sign(MSG, CTX, sk)
