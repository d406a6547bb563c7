"""BIKE: malformed keys and ciphertexts, NULL arguments, the descriptor, implicit
rejection (include/pqkit/bike.h).

The rejection key K(sigma, c) = SHA3-384(sigma || c)[:32] is recomputed here with
hashlib from the sigma stored at the end of dk. BIKE-L1 and BIKE-L3 run by default,
BIKE-L5 with --full."""
import ctypes
import hashlib

import pytest

from pqkit_testlib import (check_kem_descriptor, check_kem_inputs_unchanged,
                           check_kem_null_arguments)

PARAMS = {"l1": (12323, 71), "l3": (24659, 103), "l5": (40973, 137)}
OK, ERR_INVALID_KEY, ERR_BAD_ARGUMENT = 0, -2, -5


class Set:
    def __init__(self, lib, level):
        self.lib, self.level = lib, level
        self.r, self.d = PARAMS[level]
        self.rb = (self.r + 7) // 8
        self.ek_bytes, self.ct_bytes = self.rb, self.rb + 32
        self.dk_bytes = 8 * self.d + 3 * self.rb + 32

    def fn(self, name):
        f = getattr(self.lib, f"pqkit_bike_{self.level}_{name}")
        f.restype = ctypes.c_int
        return f

    def keypair_derand(self, seed):
        ek, dk = ctypes.create_string_buffer(self.ek_bytes), ctypes.create_string_buffer(self.dk_bytes)
        assert self.fn("keypair_derand")(ek, dk, seed) == OK
        return ek.raw, dk.raw

    def encaps_derand(self, ek, rnd):
        ct, ss = ctypes.create_string_buffer(self.ct_bytes), ctypes.create_string_buffer(32)
        rc = self.fn("encaps_derand")(ct, ss, ek, rnd)
        return rc, ct.raw, ss.raw

    def decaps(self, ct, dk):
        ss = ctypes.create_string_buffer(b"\xaa" * 32, 32)
        rc = self.fn("decaps")(ss, ct, dk)
        return rc, ss.raw


@pytest.fixture(params=["l1", "l3", pytest.param("l5", marks=pytest.mark.full)])
def kem(lib, request):
    return Set(lib, request.param)


@pytest.fixture
def keys(kem):
    return kem.keypair_derand(bytes(range(64)))


def rejection_key(dk, ct):
    return hashlib.sha3_384(dk[-32:] + ct).digest()[:32]


def test_sizes_and_descriptor(lib, kem):
    ek, ct, ss = check_kem_descriptor(
        lib, f"bike-{kem.level}", f"pqkit_kem_desc_bike_{kem.level}",
        (kem.ek_bytes, kem.dk_bytes, kem.ct_bytes, 32), (64, 64), kem.keypair_derand)
    assert (OK, ct, ss) == kem.encaps_derand(ek, bytes(range(64)))
    for const, want in (("ek_bytes", kem.ek_bytes), ("dk_bytes", kem.dk_bytes),
                        ("ct_bytes", kem.ct_bytes), ("ss_bytes", 32), ("seed_bytes", 64)):
        assert ctypes.c_size_t.in_dll(lib, f"pqkit_bike_{kem.level}_{const}").value == want


def test_round_trip_and_key_layout(kem, keys):
    ek, dk = keys
    assert dk[-32:] == bytes(range(32, 64)), "sigma is the seed's second half"
    assert dk[8 * kem.d + 2 * kem.rb:][:kem.rb] == ek, "dk holds h"
    for blk in range(2):
        idx = [int.from_bytes(dk[4 * (blk * kem.d + i):][:4], "little") for i in range(kem.d)]
        assert len(set(idx)) == kem.d and max(idx) < kem.r
        bits = int.from_bytes(dk[8 * kem.d + blk * kem.rb:][:kem.rb], "little")
        assert bits == sum(1 << i for i in idx), "h0/h1 are the listed positions"
    assert kem.fn("check_ek")(ek) == OK and kem.fn("check_dk")(dk) == OK
    rc, ct, ss = kem.encaps_derand(ek, bytes(range(100, 164)))
    assert rc == OK
    assert kem.decaps(ct, dk) == (OK, ss)
    # only m = rnd[0..32) is used
    assert kem.encaps_derand(ek, bytes(range(100, 132)) + bytes(32))[1:] == (ct, ss)


def test_tampered_ciphertexts_give_rejection_key(kem, keys, cases):
    ek, dk = keys
    _, ct, ss = kem.encaps_derand(ek, bytes(64))
    pad = 8 * kem.rb - kem.r  # bits of c0's last byte above r
    flips = [(0, 0x01), (kem.rb // 2, 0x10), (kem.rb, 0x01), (kem.ct_bytes - 1, 0x80),
             (kem.rb - 1, 1 << (8 - pad))]
    with cases as c:
        for pos, bit in flips:
            bad = bytearray(ct)
            bad[pos] ^= bit
            rc, got = kem.decaps(bytes(bad), dk)
            assert rc == OK and got != ss, (pos, bit)
            assert got == rejection_key(dk, bytes(bad)), (pos, bit)
            c.count += 1


def test_malformed_ek(kem, keys):
    ek, _ = keys
    bad = bytearray(ek)
    bad[-1] |= 0x80  # a bit above r
    assert kem.fn("check_ek")(bytes(bad)) == ERR_INVALID_KEY
    ct = ctypes.create_string_buffer(b"\x55" * kem.ct_bytes, kem.ct_bytes)
    ss = ctypes.create_string_buffer(b"\x55" * 32, 32)
    assert kem.fn("encaps_derand")(ct, ss, bytes(bad), bytes(64)) == ERR_INVALID_KEY
    assert ct.raw == bytes(kem.ct_bytes) and ss.raw == bytes(32), "outputs zeroed"
    assert kem.fn("encaps")(ct, ss, bytes(bad)) == ERR_INVALID_KEY


def test_malformed_dk(kem, keys):
    ek, dk = keys
    _, ct, ss = kem.encaps_derand(ek, bytes(64))

    def patched(off, data):
        return dk[:off] + data + dk[off + len(data):]

    # an index >= r: refused by decaps (the decoder's rotations need it) and check_dk
    for idx in (kem.r, 0xFFFFFFFF):
        for off in (0, 4 * kem.d + 4):
            bad = patched(off, idx.to_bytes(4, "little"))
            assert kem.fn("check_dk")(bad) == ERR_INVALID_KEY
            assert kem.decaps(ct, bad) == (ERR_INVALID_KEY, bytes(32))
    first = dk[:4]
    dup = patched(4, first)  # a repeated index
    h0_flip = patched(8 * kem.d, bytes([dk[8 * kem.d] ^ 1]))
    h_flip = patched(8 * kem.d + 2 * kem.rb, bytes([dk[8 * kem.d + 2 * kem.rb] ^ 1]))
    h1_pad = patched(8 * kem.d + 2 * kem.rb - 1, bytes([dk[8 * kem.d + 2 * kem.rb - 1] | 0x80]))
    for bad in (dup, h0_flip, h_flip, h1_pad):
        assert kem.fn("check_dk")(bad) == ERR_INVALID_KEY
    # another key's sigma: decaps of a valid ct is unaffected, a rejection uses it
    other = patched(kem.dk_bytes - 32, bytes(32))
    assert kem.decaps(ct, other) == (OK, ss)


def test_inputs_not_modified(kem):
    check_kem_inputs_unchanged(kem.fn, (kem.ek_bytes, kem.dk_bytes, kem.ct_bytes), (64, 64))


def test_null_arguments(kem, keys, cases):
    ek, dk = keys
    check_kem_null_arguments(kem.fn, (kem.ek_bytes, kem.dk_bytes, kem.ct_bytes), (64, 64),
                             ek, dk, cases)


def test_nist_api_round_trip(kem):
    ek, dk = ctypes.create_string_buffer(kem.ek_bytes), ctypes.create_string_buffer(kem.dk_bytes)
    assert kem.fn("crypto_kem_keypair")(ek, dk) == OK
    ct, ss = ctypes.create_string_buffer(kem.ct_bytes), ctypes.create_string_buffer(32)
    assert kem.fn("crypto_kem_enc")(ct, ss, ek) == OK
    ss2 = ctypes.create_string_buffer(32)
    assert kem.fn("crypto_kem_dec")(ss2, ct, dk) == OK and ss2.raw == ss.raw
