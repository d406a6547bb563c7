"""ML-DSA (FIPS 204) against third-party vectors: NIST ACVP and C2SP Wycheproof.

Every case of every file runs, for ML-DSA-44/65/87. ACVP: keyGen, sigGen and sigVer
in all their variants (pure / HashML-DSA with the pre-hash computed here by hashlib,
external mu, the internal interface, deterministic and hedged). Wycheproof: the sign
files (expanded and seed private keys) and the verify files. Cases whose invalidity is
a wrong key or seed length cannot be passed through the fixed-size C API; they are
checked to really have a wrong length and reported separately, not counted as run.
"""
import ctypes
import json

import pytest

from pqkit_testlib import PREHASH
from vectors_io import read_acvp

LEVELS = ["44", "65", "87"]
SIZES = {"44": (1312, 2560, 2420), "65": (1952, 4032, 3309), "87": (2592, 4896, 4627)}
OK, ERR_BAD_LENGTH, ERR_INVALID_KEY, ERR_VERIFY, ERR_BAD_ARGUMENT = 0, -1, -2, -3, -5

U8P = ctypes.c_char_p
SZ = ctypes.c_size_t


class MLDSA:
    """ctypes view of one parameter set's API; methods take and return bytes.
    Signing methods return (rc, signature); verification methods return rc."""

    SIGNATURES = {
        "keypair": [U8P, U8P],
        "keypair_derand": [U8P, U8P, U8P],
        "expand_sk": [U8P, U8P, U8P],
        "sign": [U8P, ctypes.POINTER(SZ), U8P, SZ, U8P, SZ, U8P],
        "sign_derand": [U8P, ctypes.POINTER(SZ), U8P, SZ, U8P, SZ, U8P, U8P],
        "verify": [U8P, SZ, U8P, SZ, U8P, SZ, U8P],
        "sign_internal": [U8P, ctypes.POINTER(SZ), U8P, SZ, U8P, U8P],
        "verify_internal": [U8P, SZ, U8P, SZ, U8P],
        "sign_prehash": [U8P, ctypes.POINTER(SZ), U8P, SZ, ctypes.c_int, U8P, SZ, U8P, U8P],
        "verify_prehash": [U8P, SZ, U8P, SZ, ctypes.c_int, U8P, SZ, U8P],
        "sign_mu": [U8P, ctypes.POINTER(SZ), U8P, U8P, U8P],
        "verify_mu": [U8P, SZ, U8P, U8P],
        "crypto_sign_keypair": [U8P, U8P],
        "crypto_sign_signature": [U8P, ctypes.POINTER(SZ), U8P, SZ, U8P],
        "crypto_sign_verify": [U8P, SZ, U8P, SZ, U8P],
        "crypto_sign": [U8P, ctypes.POINTER(SZ), U8P, SZ, U8P],
        "crypto_sign_open": [U8P, ctypes.POINTER(SZ), U8P, SZ, U8P],
    }

    def __init__(self, lib, level):
        self.level = level
        self.pk_bytes, self.sk_bytes, self.sig_bytes = SIZES[level]
        for name, argtypes in self.SIGNATURES.items():
            fn = getattr(lib, f"pqkit_ml_dsa_{level}_{name}")
            fn.restype = ctypes.c_int
            fn.argtypes = argtypes
            setattr(self, "_" + name, fn)

    def keypair_derand(self, seed):
        assert len(seed) == 32
        pk = ctypes.create_string_buffer(self.pk_bytes)
        sk = ctypes.create_string_buffer(self.sk_bytes)
        rc = self._keypair_derand(pk, sk, seed)
        return rc, pk.raw, sk.raw

    def keypair(self):
        pk = ctypes.create_string_buffer(self.pk_bytes)
        sk = ctypes.create_string_buffer(self.sk_bytes)
        rc = self._keypair(pk, sk)
        return rc, pk.raw, sk.raw

    def _sign_call(self, fn, args, cap=None):
        sig = ctypes.create_string_buffer(max(cap or self.sig_bytes, 1))
        siglen = SZ(self.sig_bytes if cap is None else cap)
        rc = fn(sig, ctypes.byref(siglen), *args)
        return rc, sig.raw[: siglen.value] if rc == OK else None

    def sign(self, msg, ctx, sk, cap=None):
        assert len(sk) == self.sk_bytes
        return self._sign_call(self._sign, (msg, len(msg), ctx, len(ctx), sk), cap)

    def sign_derand(self, msg, ctx, rnd, sk, cap=None):
        assert len(sk) == self.sk_bytes and len(rnd) == 32
        return self._sign_call(self._sign_derand, (msg, len(msg), ctx, len(ctx), rnd, sk), cap)

    def verify(self, sig, msg, ctx, pk):
        assert len(pk) == self.pk_bytes
        return self._verify(sig, len(sig), msg, len(msg), ctx, len(ctx), pk)

    def sign_internal(self, mprime, rnd, sk):
        assert len(sk) == self.sk_bytes and len(rnd) == 32
        return self._sign_call(self._sign_internal, (mprime, len(mprime), rnd, sk))

    def verify_internal(self, sig, mprime, pk):
        assert len(pk) == self.pk_bytes
        return self._verify_internal(sig, len(sig), mprime, len(mprime), pk)

    def sign_prehash(self, ph, hash_id, ctx, rnd, sk, phlen=None):
        assert len(sk) == self.sk_bytes and len(rnd) == 32
        n = len(ph) if phlen is None else phlen
        return self._sign_call(self._sign_prehash, (ph, n, hash_id, ctx, len(ctx), rnd, sk))

    def verify_prehash(self, sig, ph, hash_id, ctx, pk, phlen=None):
        assert len(pk) == self.pk_bytes
        n = len(ph) if phlen is None else phlen
        return self._verify_prehash(sig, len(sig), ph, n, hash_id, ctx, len(ctx), pk)

    def sign_mu(self, mu, rnd, sk):
        assert len(sk) == self.sk_bytes and len(rnd) == 32 and len(mu) == 64
        return self._sign_call(self._sign_mu, (mu, rnd, sk))

    def verify_mu(self, sig, mu, pk):
        assert len(pk) == self.pk_bytes and len(mu) == 64
        return self._verify_mu(sig, len(sig), mu, pk)


@pytest.fixture(scope="module")
def dsa(lib):
    return {level: MLDSA(lib, level) for level in LEVELS}


def level_of(parameter_set):
    assert parameter_set.startswith("ML-DSA-"), parameter_set
    return parameter_set[len("ML-DSA-"):]


def acvp(vectors, name):
    return read_acvp(vectors / "acvp" / name)


def test_acvp_keygen(vectors, dsa, cases):
    prompt, answers = acvp(vectors, "ML-DSA-keyGen-FIPS204")
    with cases as c:
        for group in prompt["testGroups"]:
            d = dsa[level_of(group["parameterSet"])]
            for test in group["tests"]:
                want = answers[str(test["tcId"])]
                rc, pk, sk = d.keypair_derand(bytes.fromhex(test["seed"]))
                assert rc == OK
                assert pk.hex().upper() == want["pk"].upper(), test["tcId"]
                assert sk.hex().upper() == want["sk"].upper(), test["tcId"]
                c.count += 1


def acvp_sign(d, group, test):
    """Sign one ACVP sigGen case with the interface its group names."""
    sk = bytes.fromhex(test["sk"])
    rnd = bytes(32) if group["deterministic"] else bytes.fromhex(test["rnd"])
    if group["signatureInterface"] == "internal":
        if group["externalMu"]:
            return d.sign_mu(bytes.fromhex(test["mu"]), rnd, sk)
        return d.sign_internal(bytes.fromhex(test["message"]), rnd, sk)
    msg = bytes.fromhex(test["message"])
    ctx = bytes.fromhex(test["context"])
    if group["preHash"] == "preHash":
        hash_id, ph = PREHASH[test["hashAlg"]]
        return d.sign_prehash(ph(msg), hash_id, ctx, rnd, sk)
    assert group["preHash"] == "pure"
    return d.sign_derand(msg, ctx, rnd, sk)


def acvp_verify(d, group, test):
    pk = bytes.fromhex(test["pk"])
    sig = bytes.fromhex(test["signature"])
    if group["signatureInterface"] == "internal":
        if group["externalMu"]:
            return d.verify_mu(sig, bytes.fromhex(test["mu"]), pk)
        return d.verify_internal(sig, bytes.fromhex(test["message"]), pk)
    msg = bytes.fromhex(test["message"])
    ctx = bytes.fromhex(test["context"])
    if group["preHash"] == "preHash":
        hash_id, ph = PREHASH[test["hashAlg"]]
        return d.verify_prehash(sig, ph(msg), hash_id, ctx, pk)
    assert group["preHash"] == "pure"
    return d.verify(sig, msg, ctx, pk)


def test_acvp_siggen(vectors, dsa, cases):
    prompt, answers = acvp(vectors, "ML-DSA-sigGen-FIPS204")
    with cases as c:
        for group in prompt["testGroups"]:
            d = dsa[level_of(group["parameterSet"])]
            for test in group["tests"]:
                want = answers[str(test["tcId"])]["signature"]
                rc, sig = acvp_sign(d, group, test)
                assert rc == OK, test["tcId"]
                assert sig.hex().upper() == want.upper(), test["tcId"]
                c.count += 1


def test_acvp_sigver(vectors, dsa, cases):
    prompt, answers = acvp(vectors, "ML-DSA-sigVer-FIPS204")
    passed = failed = 0
    with cases as c:
        for group in prompt["testGroups"]:
            d = dsa[level_of(group["parameterSet"])]
            for test in group["tests"]:
                want = answers[str(test["tcId"])]["testPassed"]
                rc = acvp_verify(d, group, test)
                if want:
                    assert rc == OK, test["tcId"]
                    passed += 1
                else:
                    assert rc == ERR_VERIFY, (test["tcId"], rc)
                    failed += 1
                c.count += 1
    assert passed > 0 and failed > 0
    print(f"  ({passed} valid, {failed} invalid)")


def wycheproof(vectors, name):
    path = vectors / "wycheproof" / "testvectors_v1" / name
    return json.loads(path.read_text())


def sign_wycheproof_case(d, sk, test):
    """Run one Wycheproof MlDsaSign case with the given expanded private key."""
    rnd = bytes.fromhex(test["rnd"]) if "rnd" in test else bytes(32)
    ctx = bytes.fromhex(test.get("ctx", ""))
    if "msg" in test:
        rc, sig = d.sign_derand(bytes.fromhex(test["msg"]), ctx, rnd, sk)
        mu_rc = None
        if "mu" in test and rc == OK:
            # the same signature through the external-mu interface
            mu_rc, mu_sig = d.sign_mu(bytes.fromhex(test["mu"]), rnd, sk)
            assert mu_rc == OK and mu_sig == sig, test["tcId"]
    else:
        assert "Internal" in test["flags"]
        rc, sig = d.sign_mu(bytes.fromhex(test["mu"]), rnd, sk)
    if test["result"] == "valid":
        assert rc == OK, test["tcId"]
        assert sig.hex() == test["sig"], test["tcId"]
    else:
        flags = set(test["flags"])
        if "InvalidContext" in flags:
            assert rc == ERR_BAD_ARGUMENT, (test["tcId"], rc)
        elif "InvalidPrivateKey" in flags:
            assert rc == ERR_INVALID_KEY, (test["tcId"], rc)
        else:
            pytest.fail(f"unhandled invalid case {test['tcId']}: {flags}")
    return sig


def check_verifies(d, pk, sig, test):
    """A produced valid signature also verifies with the group's public key."""
    ctx = bytes.fromhex(test.get("ctx", ""))
    if "msg" in test:
        assert d.verify(sig, bytes.fromhex(test["msg"]), ctx, pk) == OK, test["tcId"]
    else:
        assert d.verify_mu(sig, bytes.fromhex(test["mu"]), pk) == OK, test["tcId"]


@pytest.mark.parametrize("level", LEVELS)
def test_wycheproof_sign_noseed(vectors, dsa, cases, level):
    d = dsa[level]
    data = wycheproof(vectors, f"mldsa_{level}_sign_noseed_test.json")
    assert data["schema"] == "mldsa_sign_noseed_schema.json"
    wrong_length = 0
    with cases as c:
        for group in data["testGroups"]:
            sk = bytes.fromhex(group["privateKey"])
            pk = bytes.fromhex(group["publicKey"]) if group.get("publicKey") else None
            for test in group["tests"]:
                if len(sk) != d.sk_bytes:
                    assert test["result"] == "invalid"
                    assert "IncorrectPrivateKeyLength" in test["flags"]
                    wrong_length += 1
                    continue
                sig = sign_wycheproof_case(d, sk, test)
                if test["result"] == "valid" and pk is not None:
                    check_verifies(d, pk, sig, test)
                c.count += 1
    print(f"  ({wrong_length} wrong-length private keys, rejected by the fixed-size API, not counted)")


@pytest.mark.parametrize("level", LEVELS)
def test_wycheproof_sign_seed(vectors, dsa, cases, level):
    d = dsa[level]
    data = wycheproof(vectors, f"mldsa_{level}_sign_seed_test.json")
    assert data["schema"] == "mldsa_sign_seed_schema.json"
    wrong_length = 0
    with cases as c:
        for group in data["testGroups"]:
            seed = bytes.fromhex(group["privateSeed"])
            for test in group["tests"]:
                if len(seed) != 32:
                    assert test["result"] == "invalid"
                    assert "IncorrectPrivateKeyLength" in test["flags"]
                    wrong_length += 1
                    continue
                rc, pk, sk = d.keypair_derand(seed)
                assert rc == OK
                assert pk.hex() == group["publicKey"], test["tcId"]
                sig = sign_wycheproof_case(d, sk, test)
                if test["result"] == "valid":
                    check_verifies(d, pk, sig, test)
                c.count += 1
    print(f"  ({wrong_length} wrong-length seeds, rejected by the fixed-size API, not counted)")


@pytest.mark.parametrize("level", LEVELS)
def test_wycheproof_verify(vectors, dsa, cases, level):
    d = dsa[level]
    data = wycheproof(vectors, f"mldsa_{level}_verify_test.json")
    assert data["schema"] == "mldsa_verify_schema.json"
    wrong_length = valid = invalid = 0
    with cases as c:
        for group in data["testGroups"]:
            pk = bytes.fromhex(group["publicKey"])
            for test in group["tests"]:
                if len(pk) != d.pk_bytes:
                    assert test["result"] == "invalid"
                    assert "IncorrectPublicKeyLength" in test["flags"]
                    wrong_length += 1
                    continue
                sig = bytes.fromhex(test["sig"])
                ctx = bytes.fromhex(test.get("ctx", ""))
                if "msg" in test:
                    rc = d.verify(sig, bytes.fromhex(test["msg"]), ctx, pk)
                else:
                    rc = d.verify_mu(sig, bytes.fromhex(test["mu"]), pk)
                if test["result"] == "valid":
                    assert rc == OK, test["tcId"]
                    valid += 1
                else:
                    assert test["result"] == "invalid"
                    want = ERR_BAD_ARGUMENT if len(ctx) > 255 else ERR_VERIFY
                    assert rc == want, (test["tcId"], rc, test["comment"])
                    invalid += 1
                c.count += 1
    print(f"  ({valid} valid, {invalid} invalid; {wrong_length} wrong-length public keys, "
          "rejected by the fixed-size API, not counted)")
