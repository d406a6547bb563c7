"""The KAT DRBG's AES-256 against NIST CAVP AES (ECB) vectors."""
import ctypes

import pytest

from pqkit_testlib import build_dir
from vectors_io import read_rsp

AES_FILES = ["ECBGFSbox256", "ECBKeySbox256", "ECBVarKey256", "ECBVarTxt256", "ECBMMT256"]


@pytest.fixture(scope="module")
def katlib():
    path = build_dir() / "tests" / "tools" / "libpqkit_kat_testlib.so"
    if not path.exists():
        pytest.fail(f"{path} not built", pytrace=False)
    return ctypes.CDLL(str(path))


def aes_ecb(katlib, key: bytes, data: bytes) -> bytes:
    ks = ctypes.create_string_buffer(15 * 16)
    katlib.pqkit_aes256_expand(ks, key)
    out = b""
    for i in range(0, len(data), 16):
        block = ctypes.create_string_buffer(16)
        katlib.pqkit_aes256_encrypt(ks, block, data[i:i + 16])
        out += block.raw
    return out


@pytest.mark.parametrize("name", AES_FILES)
def test_cavp_aes256_ecb_encrypt(katlib, vectors, cases, name):
    with cases as c:
        # [DECRYPT] records are checked in the encrypt direction too: E(K, P) = C
        for _, rec in read_rsp(vectors / "nist-cavp-aes" / f"{name}.rsp"):
            if "CIPHERTEXT" not in rec:
                continue
            got = aes_ecb(katlib, bytes.fromhex(rec["KEY"]), bytes.fromhex(rec["PLAINTEXT"]))
            assert got.hex() == rec["CIPHERTEXT"].lower(), (name, rec["COUNT"])
            c.count += 1


def test_drbg_first_seed(katlib):
    """The master DRBG of NIST's KAT generators, seeded with 0x00..0x2f, gives the seed
    printed in the first record of every PQC KAT file."""
    state = ctypes.create_string_buffer(48)
    katlib.pqkit_kat_drbg_init(state, bytes(range(48)))
    out = ctypes.create_string_buffer(48)
    katlib.pqkit_kat_drbg_randombytes(state, out, ctypes.c_size_t(48))
    assert out.raw.hex().upper() == (
        "061550234D158C5EC95595FE04EF7A25767F2E24CC2BC479D09D86DC9ABCFDE7"
        "056A8C266F9EF97ED08541DBD2E1FFA1")
