"""Helpers shared by the test modules: where the build and the vectors are, the
scheme descriptors, case counting. (Fixtures built on them are in conftest.py.)"""
import ctypes
import hashlib
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

VECTOR_SOURCES = """third-party test vectors not found.
Set PQKIT_VECTORS to a directory holding (or put them at ../shared/vectors):
  acvp/            NIST ACVP-Server JSON (ML-KEM, ML-DSA, SLH-DSA, SHA3, SHAKE), gzip
  wycheproof/      C2SP Wycheproof testvectors_v1 (mlkem_*, mldsa_*)
  cctv/ML-KEM/     C2SP CCTV ML-KEM (modulus, strcmp, unluckysample)
  bike/            BIKE round-4 KAT files (BIKE_L1.kat, BIKE_L3.kat)
  falcon/          Falcon round-3 KAT files (falcon512-KAT.rsp, falcon1024-KAT.rsp)
  nist-cavp-sha3/, nist-cavp-sha2/, nist-cavp-aes/   NIST CAVP .rsp files
  liboqs/selected_kat_hashes.json                    liboqs tests/KATs hashes"""


def build_dir() -> Path:
    return Path(os.environ.get("PQKIT_BUILD_DIR", ROOT / "build" / "host"))


def vectors_root() -> Path:
    env = os.environ.get("PQKIT_VECTORS")
    path = Path(env) if env else ROOT.parent / "shared" / "vectors"
    return path


class CaseCounter:
    """Counts the vector cases a test really ran; a test that ran none fails. The count
    is attached to the test's report, and the session summary lists every count."""

    def __init__(self, node):
        self.node = node
        self.count = 0

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.node.user_properties.append(("vector_cases", self.count))
            assert self.count > 0, f"{self.node.name}: no cases ran"
        return False


DESC_HEAD = [("size", ctypes.c_size_t), ("version", ctypes.c_uint), ("name", ctypes.c_char_p)]
DESC_VERSION = 3


class Range(ctypes.Structure):
    _fields_ = [("offset", ctypes.c_size_t), ("bytes", ctypes.c_size_t)]


KEY_PUBLIC_RANGES = 2  # PQKIT_KEY_PUBLIC_RANGES


class KemDesc(ctypes.Structure):
    _fields_ = DESC_HEAD + [
        (f, ctypes.c_size_t) for f in
        ("ek_bytes", "dk_bytes", "ct_bytes", "ss_bytes", "keypair_seed_bytes", "encaps_seed_bytes")
    ] + [(f, ctypes.c_void_p) for f in ("keypair", "keypair_derand", "encaps", "encaps_derand", "decaps",
                                        "expand_dk", "check_ek", "check_dk")] + [
        ("kat_rng", ctypes.c_int), ("dk_public", Range * KEY_PUBLIC_RANGES)]


class SigDesc(ctypes.Structure):
    _fields_ = DESC_HEAD + [
        (f, ctypes.c_size_t) for f in
        ("pk_bytes", "sk_bytes", "sig_bytes", "keypair_seed_bytes", "sign_seed_bytes")
    ] + [(f, ctypes.c_void_p) for f in ("keypair", "keypair_derand", "sign", "sign_derand", "verify",
                                        "expand_sk", "sign_prehash", "verify_prehash")] + [
        ("ctx_max_bytes", ctypes.c_size_t),
        ("kat_rng", ctypes.c_int), ("sk_public", Range * KEY_PUBLIC_RANGES),
        ("kat_sm", ctypes.c_int)]


def registered(lib):
    """Names of the KEMs and signature schemes the built library contains."""
    lib.pqkit_kem_at.restype = ctypes.POINTER(KemDesc)
    lib.pqkit_sig_at.restype = ctypes.POINTER(SigDesc)
    names = []
    for at in (lib.pqkit_kem_at, lib.pqkit_sig_at):
        i = 0
        while at(ctypes.c_size_t(i)):
            names.append(at(ctypes.c_size_t(i)).contents.name.decode())
            i += 1
    return names


# The descriptor's KEM functions as ctypes prototypes (the struct holds them as pointers).
_KEM_CALL = {
    "keypair": (ctypes.c_void_p, ctypes.c_void_p),
    "keypair_derand": (ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p),
    "encaps": (ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p),
    "encaps_derand": (ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p),
    "decaps": (ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p),
}


def check_kem_descriptor(lib, name, symbol, sizes, seed_sizes, keypair_derand):
    """pqkit_kem_find(name) is the exported descriptor `symbol`, states the set's sizes
    (ek, dk, ct, ss) and seed sizes (keypair, encaps), and its functions are the set's:
    key generation from a seed gives keypair_derand(seed), the per-set function's (ek,
    dk); its decapsulation opens its encapsulation; the randomised calls succeed.
    Returns (ek, ct, ss) of the deterministic encapsulation, for the family's own checks."""
    lib.pqkit_kem_find.restype = ctypes.POINTER(KemDesc)
    lib.pqkit_kem_find.argtypes = [ctypes.c_char_p]
    ptr = lib.pqkit_kem_find(name.encode())
    assert ptr, "descriptor not registered"
    d = ptr.contents
    assert d.name == name.encode()
    assert ctypes.addressof(d) == ctypes.addressof(KemDesc.in_dll(lib, symbol))
    assert (d.ek_bytes, d.dk_bytes, d.ct_bytes, d.ss_bytes) == sizes
    assert (d.keypair_seed_bytes, d.encaps_seed_bytes) == seed_sizes
    call = {f: ctypes.CFUNCTYPE(ctypes.c_int, *args)(getattr(d, f)) for f, args in _KEM_CALL.items()}
    ek, dk, ct, ss, ss2 = (ctypes.create_string_buffer(n) for n in sizes[:3] + (32, 32))
    seed = bytes(range(seed_sizes[0]))
    assert call["keypair_derand"](ek, dk, seed) == 0
    assert (ek.raw, dk.raw) == keypair_derand(seed)
    assert call["encaps_derand"](ct, ss, ek.raw, bytes(range(seed_sizes[1]))) == 0
    assert call["decaps"](ss2, ct.raw, dk.raw) == 0 and ss.raw == ss2.raw
    result = (ek.raw, ct.raw, ss.raw)
    assert call["encaps"](ct, ss, ek.raw) == 0
    assert call["keypair"](ek, dk) == 0
    return result


PQKIT_OK, PQKIT_ERR_BAD_ARGUMENT = 0, -5


def _kem_good_args(sizes, seed_sizes, ek, dk):
    """Valid arguments for each per-set and NIST KEM call (fresh output buffers)."""
    ek_bytes, dk_bytes, ct_bytes = sizes
    keypair_seed, encaps_seed = seed_sizes
    buf = ctypes.create_string_buffer
    return {
        "keypair": lambda: [buf(ek_bytes), buf(dk_bytes)],
        "keypair_derand": lambda: [buf(ek_bytes), buf(dk_bytes), bytes(keypair_seed)],
        "expand_dk": lambda: [buf(ek_bytes), buf(dk_bytes), bytes(keypair_seed)],
        "encaps": lambda: [buf(ct_bytes), buf(32), ek],
        "encaps_derand": lambda: [buf(ct_bytes), buf(32), ek, bytes(encaps_seed)],
        "decaps": lambda: [buf(32), bytes(ct_bytes), dk],
        "check_ek": lambda: [ek],
        "check_dk": lambda: [dk],
        "crypto_kem_keypair": lambda: [buf(ek_bytes), buf(dk_bytes)],
        "crypto_kem_enc": lambda: [buf(ct_bytes), buf(32), ek],
        "crypto_kem_dec": lambda: [buf(32), bytes(ct_bytes), dk],
    }


def check_kem_null_arguments(fn, sizes, seed_sizes, ek, dk, cases):
    """Each per-set and NIST KEM call (fn(name) gives it) succeeds with valid arguments
    and returns PQKIT_ERR_BAD_ARGUMENT with any one pointer NULL. sizes = (ek, dk, ct)
    bytes, seed_sizes = (keypair, encaps) seed bytes; ek, dk a valid key pair."""
    with cases as c:
        for name, make in _kem_good_args(sizes, seed_sizes, ek, dk).items():
            assert fn(name)(*make()) == PQKIT_OK, name  # the full call works
            for i in range(len(make())):
                args = make()
                args[i] = None
                assert fn(name)(*args) == PQKIT_ERR_BAD_ARGUMENT, (name, i)
                c.count += 1


def check_kem_inputs_unchanged(fn, sizes, seed_sizes):
    """Key generation, encapsulation (both forms), decapsulation and the key checks
    leave every input buffer as it was."""
    ek_bytes, dk_bytes, ct_bytes = sizes
    keypair_seed, encaps_seed = seed_sizes
    buf = ctypes.create_string_buffer
    seed = buf(bytes(range(keypair_seed)), keypair_seed)
    ek, dk = buf(ek_bytes), buf(dk_bytes)
    assert fn("keypair_derand")(ek, dk, seed) == PQKIT_OK
    assert seed.raw == bytes(range(keypair_seed))
    ek_copy, dk_copy = ek.raw, dk.raw
    m = buf(b"\x55" * encaps_seed, encaps_seed)
    ct, ss = buf(ct_bytes), buf(32)
    assert fn("encaps_derand")(ct, ss, ek, m) == PQKIT_OK
    assert fn("encaps")(ct, ss, ek) == PQKIT_OK
    assert m.raw == b"\x55" * encaps_seed and ek.raw == ek_copy
    ct_copy = ct.raw
    assert fn("decaps")(ss, ct, dk) == PQKIT_OK
    assert fn("check_ek")(ek) == PQKIT_OK and fn("check_dk")(dk) == PQKIT_OK
    assert ct.raw == ct_copy and dk.raw == dk_copy and ek.raw == ek_copy


# ACVP hashAlg -> (hash_id of the API, hashlib computation of PH(M))
PREHASH = {
    "SHA2-256": (1, lambda m: hashlib.sha256(m).digest()),
    "SHA2-384": (2, lambda m: hashlib.sha384(m).digest()),
    "SHA2-512": (3, lambda m: hashlib.sha512(m).digest()),
    "SHA2-224": (4, lambda m: hashlib.sha224(m).digest()),
    "SHA2-512/224": (5, lambda m: hashlib.new("sha512_224", m).digest()),
    "SHA2-512/256": (6, lambda m: hashlib.new("sha512_256", m).digest()),
    "SHA3-224": (7, lambda m: hashlib.sha3_224(m).digest()),
    "SHA3-256": (8, lambda m: hashlib.sha3_256(m).digest()),
    "SHA3-384": (9, lambda m: hashlib.sha3_384(m).digest()),
    "SHA3-512": (10, lambda m: hashlib.sha3_512(m).digest()),
    "SHAKE-128": (11, lambda m: hashlib.shake_128(m).digest(32)),
    "SHAKE-256": (12, lambda m: hashlib.shake_256(m).digest(64)),
}
