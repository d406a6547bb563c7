"""The API contract that every family shares (include/pqkit/common.h): overlapping
buffers, NULL pointers, the NIST wrappers' return codes, the descriptors, the exported
constants, the hash functions' argument checks and the NIST headers' include guards.

Overlap: every public function that writes is called with each of its outputs
overlapping each other buffer it takes, at several offsets, in one memory arena. The
result must be either PQKIT_ERR_BAD_ARGUMENT (an overlap the header forbids) or exactly
the result of the same call on separate buffers; two outputs that overlap must always
be refused."""
import ctypes
import subprocess

import pytest

from pqkit_testlib import DESC_VERSION, ROOT, KemDesc, SigDesc

OK, BAD_LENGTH, VERIFY, RANDOMNESS, BAD_ARGUMENT = 0, -1, -3, -4, -5
SZ = ctypes.c_size_t

KEMS = {"ml_kem_512": (800, 1632, 768), "ml_kem_768": (1184, 2400, 1088),
        "ml_kem_1024": (1568, 3168, 1568), "hqc_1": (2241, 2321, 4433),
        "hqc_3": (4514, 4602, 8978), "hqc_5": (7237, 7333, 14421),
        "bike_l1": (1541, 5223, 1573), "bike_l3": (3083, 10105, 3115),
        "bike_l5": (5122, 16494, 5154)}
# Bytes of the _derand inputs (keypair seed, encapsulation randomness): ML-KEM's
# d || z and m; HQC's seed_KEM and m || salt; BIKE's seed || sigma and the
# reference's two encapsulation seeds.
KEM_SEEDS = {"hqc_1": (32, 32), "hqc_3": (32, 40), "hqc_5": (32, 48),
             "bike_l1": (64, 64), "bike_l3": (64, 64), "bike_l5": (64, 64)}


def kem_seed_bytes(kem):
    return KEM_SEEDS.get(kem, (64, 32))
MLDSA = {"ml_dsa_44": (1312, 2560, 2420), "ml_dsa_65": (1952, 4032, 3309),
         "ml_dsa_87": (2592, 4896, 4627)}
# round-3 Falcon (pk, sk, largest signature): no context, no pre-hash
FALCON = {"falcon_512": (897, 1281, 752), "falcon_1024": (1793, 2305, 1462)}
FALCON_PADDED = {"falcon_padded_512": (897, 1281, 666), "falcon_padded_1024": (1793, 2305, 1280)}
# FN-DSA (provisional): Falcon's keys and padded signatures, contexts and pre-hash
FN_DSA = {"fn_dsa_512": (897, 1281, 666), "fn_dsa_1024": (1793, 2305, 1280)}
SLH_N = {"128": 16, "192": 24, "256": 32}
SLH_SIG = {"128s": 7856, "128f": 17088, "192s": 16224, "192f": 35664, "256s": 29792,
           "256f": 49856}
SLH_SETS = [f"{h}_{s}" for h in ("sha2", "shake") for s in SLH_SIG]
SLH_FAST = ["sha2_128f", "shake_128f"]  # signed in the overlap test


def slh_sizes(st):
    n = SLH_N[st[-4:-1]]
    return 2 * n, 4 * n, SLH_SIG[st[-4:]], n


# Length arguments passed by pointer: the overlap shifts keep them aligned.
SIZE_T_BUFFERS = {"siglen", "smlen", "mlen"}
SIZE_T_ALIGN = ctypes.alignment(ctypes.c_size_t)


def _aligned(offset):
    return -(-offset // SIZE_T_ALIGN) * SIZE_T_ALIGN


class Arena:
    """One buffer; arguments are placed at byte offsets inside it."""

    def __init__(self, size):
        self.buf = ctypes.create_string_buffer(size)
        self.base = ctypes.addressof(self.buf)

    def ptr(self, off):
        return ctypes.c_void_p(self.base + off)

    def put(self, off, data):
        ctypes.memmove(self.base + off, data, len(data))

    def get(self, off, n):
        return ctypes.string_at(self.base + off, n)


class Case:
    """One function: buffer sizes, initial contents (inputs, and in/out lengths),
    which buffers are outputs, and how to call it with a dict of offsets.
    `check(arena, off)` replaces the byte comparison for randomised functions."""

    def __init__(self, name, sizes, init, outputs, call, check=None, skip_pairs=()):
        self.name, self.sizes, self.init, self.outputs = name, sizes, init, outputs
        self.call, self.check, self.skip_pairs = call, check, set(skip_pairs)

    def disjoint(self):
        off, end = {}, 64
        for k, n in self.sizes.items():
            off[k] = end
            end = _aligned(end + n + 64)
        return off

    def overlapping(self, a, b):
        na, nb = self.sizes[a], self.sizes[b]
        shifts = {0, na // 2, na - 1, -(nb - 1)}
        if b in SIZE_T_BUFFERS:  # a size_t the caller passes must be aligned (C, 6.3.2.3)
            shifts = {int(s / SIZE_T_ALIGN) * SIZE_T_ALIGN for s in shifts}  # toward 0: still overlapping
        for shift in sorted(shifts):
            start = _aligned(nb + 64)
            off = {a: start, b: start + shift}
            end = _aligned(max(start + na, start + shift + nb) + 64)
            for k, n in self.sizes.items():
                if k not in off:
                    off[k] = end
                    end = _aligned(end + n + 64)
            yield shift, off

    def run(self, off):
        arena = Arena(2 * sum(self.sizes.values()) + 64 * (len(self.sizes) + 3))
        for k, data in self.init.items():
            arena.put(off[k], data)
        rc = self.call(arena, off)
        return rc, arena

    def outputs_of(self, arena, off):
        return {k: arena.get(off[k], self.sizes[k]) for k in self.outputs}


def check_overlaps(case):
    ref_off = case.disjoint()
    ref_rc, ref_arena = case.run(ref_off)
    assert ref_rc == OK, f"{case.name}: reference call failed ({ref_rc})"
    ref = case.outputs_of(ref_arena, ref_off)
    if case.check:
        case.check(ref_arena, ref_off)
    problems = []
    for a in case.outputs:
        for b in case.sizes:
            if a == b or (a, b) in case.skip_pairs:
                continue
            both_in = b in case.init and a in case.init  # two pre-filled buffers: no meaning
            if both_in:
                continue
            for shift, off in case.overlapping(a, b):
                rc, arena = case.run(off)
                if b in case.outputs:
                    if rc != BAD_ARGUMENT:
                        problems.append(f"outputs {a}/{b} (shift {shift}) overlap: rc {rc}")
                    continue
                if rc == BAD_ARGUMENT:
                    continue
                if rc != ref_rc:
                    problems.append(f"{a} over {b} (shift {shift}): rc {rc}")
                elif case.check:
                    try:
                        case.check(arena, off)
                    except AssertionError as e:
                        problems.append(f"{a} over {b} (shift {shift}): {e}")
                elif case.outputs_of(arena, off) != ref:
                    problems.append(f"{a} over {b} (shift {shift}): PQKIT_OK with a wrong result")
    assert not problems, f"{case.name}:\n" + "\n".join(problems)


def fn(lib, name, restype=ctypes.c_int):
    """A fresh function object: argtypes that other test modules set on the shared
    attribute (lib.name) do not apply here."""
    f = lib[name]
    f.restype = restype
    return f


def sig_cases(lib, prefix, pk_bytes, sk_bytes, sig_bytes, rnd_bytes, seed_bytes, pk, sk):
    msg, ctx, rnd = bytes(range(100)), b"context!!", bytes(range(7, 7 + rnd_bytes))
    p = lambda a, o, k: a.ptr(o[k])  # noqa: E731
    siglen = bytes(SZ(sig_bytes))
    out = []

    def sig_case(name, extra_sizes, extra_init, call):
        sizes = {"sig": sig_bytes, "siglen": ctypes.sizeof(SZ), **extra_sizes, "sk": sk_bytes}
        init = {"siglen": siglen, **extra_init, "sk": sk}
        out.append(Case(name, sizes, init, ["sig"], call))

    sig_case(f"{prefix}sign_derand", {"msg": len(msg), "ctx": len(ctx), "rnd": rnd_bytes},
             {"msg": msg, "ctx": ctx, "rnd": rnd},
             lambda a, o: fn(lib, prefix + "sign_derand")(
                 p(a, o, "sig"), p(a, o, "siglen"), p(a, o, "msg"), SZ(len(msg)), p(a, o, "ctx"),
                 SZ(len(ctx)), p(a, o, "rnd"), p(a, o, "sk")))
    ph = bytes(range(64))
    sig_case(f"{prefix}sign_prehash", {"ph": 64, "ctx": len(ctx), "rnd": rnd_bytes},
             {"ph": ph, "ctx": ctx, "rnd": rnd},
             lambda a, o: fn(lib, prefix + "sign_prehash")(
                 p(a, o, "sig"), p(a, o, "siglen"), p(a, o, "ph"), SZ(64), 3, p(a, o, "ctx"),
                 SZ(len(ctx)), p(a, o, "rnd"), p(a, o, "sk")))
    sig_case(f"{prefix}sign_internal", {"msg": len(msg), "rnd": rnd_bytes}, {"msg": msg, "rnd": rnd},
             lambda a, o: fn(lib, prefix + "sign_internal")(
                 p(a, o, "sig"), p(a, o, "siglen"), p(a, o, "msg"), SZ(len(msg)), p(a, o, "rnd"),
                 p(a, o, "sk")))
    seed = bytes(range(3, 3 + seed_bytes))
    out.append(Case(f"{prefix}expand_sk", {"pk": pk_bytes, "sk": sk_bytes, "seed": seed_bytes},
                    {"seed": seed}, ["pk", "sk"],
                    lambda a, o: fn(lib, prefix + "expand_sk")(p(a, o, "pk"), p(a, o, "sk"),
                                                              p(a, o, "seed"))))

    # hedged signing: a result is right when it verifies
    def verifies(a, o):
        sig = a.get(o["sig"], sig_bytes)
        assert fn(lib, prefix + "verify")(sig, SZ(sig_bytes), msg, SZ(len(msg)), None, SZ(0), pk) == OK, \
            "the signature does not verify"

    for f in ("sign", "crypto_sign_signature"):
        ctx_args = (None, SZ(0)) if f == "sign" else ()
        out.append(Case(prefix + f, {"sig": sig_bytes, "siglen": 8, "msg": len(msg), "sk": sk_bytes},
                        {"siglen": siglen, "msg": msg, "sk": sk}, ["sig"],
                        lambda a, o, f=f, c=ctx_args: fn(lib, prefix + f)(
                            p(a, o, "sig"), p(a, o, "siglen"), p(a, o, "msg"), SZ(len(msg)), *c,
                            p(a, o, "sk")),
                        check=verifies))

    # key generation from fresh randomness: any pair of keys is right
    for f in ("keypair", "crypto_sign_keypair"):
        out.append(Case(prefix + f, {"pk": pk_bytes, "sk": sk_bytes}, {}, ["pk", "sk"],
                        lambda a, o, f=f: fn(lib, prefix + f)(p(a, o, "pk"), p(a, o, "sk")),
                        check=lambda a, o: None))

    # crypto_sign is hedged: a result is right when crypto_sign_open recovers m
    def opens(a, o):
        smlen = ctypes.cast(a.ptr(o["smlen"]), ctypes.POINTER(SZ)).contents.value
        assert smlen == sig_bytes + len(msg), f"smlen {smlen}"
        sm = a.get(o["sm"], smlen)
        m, mlen = ctypes.create_string_buffer(len(msg)), SZ(0)
        assert fn(lib, prefix + "crypto_sign_open")(m, ctypes.byref(mlen), sm, SZ(smlen), pk) == OK, \
            "the signed message does not open"
        assert m.raw == msg

    out.append(Case(f"{prefix}crypto_sign",
                    {"sm": sig_bytes + len(msg), "smlen": 8, "m": len(msg), "sk": sk_bytes},
                    {"m": msg, "sk": sk}, ["sm", "smlen"],
                    lambda a, o: fn(lib, prefix + "crypto_sign")(
                        p(a, o, "sm"), p(a, o, "smlen"), p(a, o, "m"), SZ(len(msg)), p(a, o, "sk")),
                    check=opens))
    return out


def signed_message(lib, prefix, sig_bytes, sk):
    msg = bytes(range(100))
    sm, smlen = ctypes.create_string_buffer(sig_bytes + len(msg)), SZ(0)
    assert fn(lib, prefix + "crypto_sign")(sm, ctypes.byref(smlen), msg, SZ(len(msg)), sk) == OK
    return sm.raw


def open_case(lib, prefix, pk_bytes, sm, pk):
    p = lambda a, o, k: a.ptr(o[k])  # noqa: E731
    return Case(f"{prefix}crypto_sign_open", {"m": 100, "mlen": 8, "sm": len(sm), "pk": pk_bytes},
                {"sm": sm, "pk": pk}, ["m", "mlen"],
                lambda a, o: fn(lib, prefix + "crypto_sign_open")(
                    p(a, o, "m"), p(a, o, "mlen"), p(a, o, "sm"), SZ(len(sm)), p(a, o, "pk")))


def keypair(lib, prefix, pk_bytes, sk_bytes, seed):
    pk, sk = ctypes.create_string_buffer(pk_bytes), ctypes.create_string_buffer(sk_bytes)
    assert fn(lib, prefix + "expand_sk" if "dsa" in prefix else prefix + "expand_dk")(pk, sk, seed) == OK
    return pk.raw, sk.raw


# BIKE-L3/L5 decapsulate for many offsets: with --full only (BIKE-L1 stands for them)
@pytest.mark.parametrize("kem", [pytest.param(k, marks=pytest.mark.full) if k in ("bike_l3", "bike_l5")
                                 else k for k in KEMS])
def test_kem_overlaps(lib, kem):
    ek_bytes, dk_bytes, ct_bytes = KEMS[kem]
    pre = f"pqkit_{kem}_"
    p = lambda a, o, k: a.ptr(o[k])  # noqa: E731
    seed_bytes, m_bytes = kem_seed_bytes(kem)
    seed, m = bytes(range(seed_bytes)), bytes(range(100, 100 + m_bytes))
    ek, dk = keypair(lib, pre, ek_bytes, dk_bytes, seed)
    ct, ss = ctypes.create_string_buffer(ct_bytes), ctypes.create_string_buffer(32)
    assert fn(lib, pre + "encaps_derand")(ct, ss, ek, m) == OK
    cases = [Case(pre + f, {"ek": ek_bytes, "dk": dk_bytes, "seed": seed_bytes}, {"seed": seed}, ["ek", "dk"],
                  lambda a, o, f=f: fn(lib, pre + f)(p(a, o, "ek"), p(a, o, "dk"), p(a, o, "seed")))
             for f in ("keypair_derand", "expand_dk")]
    cases.append(Case(pre + "encaps_derand", {"ct": ct_bytes, "ss": 32, "ek": ek_bytes, "m": m_bytes},
                      {"ek": ek, "m": m}, ["ct", "ss"],
                      lambda a, o: fn(lib, pre + "encaps_derand")(p(a, o, "ct"), p(a, o, "ss"),
                                                                  p(a, o, "ek"), p(a, o, "m"))))
    bad_ct = bytes([ct.raw[0] ^ 1]) + ct.raw[1:]
    for name, c in (("decaps", ct.raw), ("decaps (rejected)", bad_ct)):
        cases.append(Case(pre + name, {"ss": 32, "ct": ct_bytes, "dk": dk_bytes}, {"ct": c, "dk": dk},
                          ["ss"], lambda a, o: fn(lib, pre + "decaps")(p(a, o, "ss"), p(a, o, "ct"),
                                                                       p(a, o, "dk"))))

    def decapsulates(a, o):  # encaps is randomised: the result must decapsulate
        ss2 = ctypes.create_string_buffer(32)
        assert fn(lib, pre + "decaps")(ss2, a.get(o["ct"], ct_bytes), dk) == OK
        assert ss2.raw == a.get(o["ss"], 32), "ss does not match decapsulation"

    for f in ("keypair", "crypto_kem_keypair"):
        cases.append(Case(pre + f, {"ek": ek_bytes, "dk": dk_bytes}, {}, ["ek", "dk"],
                          lambda a, o, f=f: fn(lib, pre + f)(p(a, o, "ek"), p(a, o, "dk")),
                          check=lambda a, o: None))
    cases.append(Case(pre + "crypto_kem_dec", {"ss": 32, "ct": ct_bytes, "dk": dk_bytes},
                      {"ct": ct.raw, "dk": dk}, ["ss"],
                      lambda a, o: fn(lib, pre + "crypto_kem_dec")(p(a, o, "ss"), p(a, o, "ct"),
                                                                   p(a, o, "dk"))))
    for f in ("encaps", "crypto_kem_enc"):
        cases.append(Case(pre + f, {"ct": ct_bytes, "ss": 32, "ek": ek_bytes}, {"ek": ek}, ["ct", "ss"],
                          lambda a, o, f=f: fn(lib, pre + f)(p(a, o, "ct"), p(a, o, "ss"), p(a, o, "ek")),
                          check=decapsulates))
    for case in cases:
        check_overlaps(case)


@pytest.mark.parametrize("dsa", MLDSA)
def test_ml_dsa_overlaps(lib, dsa):
    pk_bytes, sk_bytes, sig_bytes = MLDSA[dsa]
    pre = f"pqkit_{dsa}_"
    pk, sk = keypair(lib, pre, pk_bytes, sk_bytes, bytes(range(32)))
    cases = sig_cases(lib, pre, pk_bytes, sk_bytes, sig_bytes, 32, 32, pk, sk)
    p = lambda a, o, k: a.ptr(o[k])  # noqa: E731
    mu, rnd = bytes(range(64)), bytes(32)
    cases.append(Case(pre + "sign_mu", {"sig": sig_bytes, "siglen": 8, "mu": 64, "rnd": 32, "sk": sk_bytes},
                      {"siglen": bytes(SZ(sig_bytes)), "mu": mu, "rnd": rnd, "sk": sk}, ["sig"],
                      lambda a, o: fn(lib, pre + "sign_mu")(p(a, o, "sig"), p(a, o, "siglen"), p(a, o, "mu"),
                                                            p(a, o, "rnd"), p(a, o, "sk"))))
    cases.append(open_case(lib, pre, pk_bytes, signed_message(lib, pre, sig_bytes, sk), pk))
    for case in cases:
        check_overlaps(case)


# fn-dsa-1024: fn-dsa-512's code at another degree
@pytest.mark.parametrize("dsa", [pytest.param(d, marks=pytest.mark.full) if d == "fn_dsa_1024" else d
                                 for d in FN_DSA])
def test_fn_dsa_overlaps(lib, dsa):
    """The signing entry points FN-DSA has (no internal interface, no NIST API)."""
    pk_bytes, sk_bytes, sig_bytes = FN_DSA[dsa]
    pre = f"pqkit_{dsa}_"
    pk, sk = ctypes.create_string_buffer(pk_bytes), ctypes.create_string_buffer(sk_bytes)
    assert fn(lib, pre + "keypair_derand")(pk, sk, bytes(range(32))) == OK
    names = {pre + f for f in ("sign_derand", "sign_prehash", "sign", "keypair")}
    for case in sig_cases(lib, pre, pk_bytes, sk_bytes, sig_bytes, 88, 32, pk.raw, sk.raw):
        if case.name in names:
            check_overlaps(case)


@pytest.mark.parametrize("st", SLH_FAST)
def test_slh_dsa_overlaps(lib, st):
    pk_bytes, sk_bytes, sig_bytes, n = slh_sizes(st)
    pre = f"pqkit_slh_dsa_{st}_"
    pk, sk = keypair(lib, pre, pk_bytes, sk_bytes, bytes(range(3 * n)))
    cases = sig_cases(lib, pre, pk_bytes, sk_bytes, sig_bytes, n, 3 * n, pk, sk)
    p = lambda a, o, k: a.ptr(o[k])  # noqa: E731
    seeds = {"sk_seed": bytes(range(n)), "sk_prf": bytes(range(n, 2 * n)), "pk_seed": bytes(range(2 * n, 3 * n))}
    cases.append(Case(pre + "keypair_derand", {"pk": pk_bytes, "sk": sk_bytes, **{k: n for k in seeds}},
                      seeds, ["pk", "sk"],
                      lambda a, o: fn(lib, pre + "keypair_derand")(
                          p(a, o, "pk"), p(a, o, "sk"), p(a, o, "sk_seed"), p(a, o, "sk_prf"),
                          p(a, o, "pk_seed"))))
    cases.append(open_case(lib, pre, pk_bytes, signed_message(lib, pre, sig_bytes, sk), pk))
    for case in cases:
        check_overlaps(case)


@pytest.mark.parametrize("kem", KEMS)
def test_kem_seed_inside_outputs(lib, kem):
    """expand_dk(ek, dk, dk): the seed stored at the start of dk (or ek) is re-expanded
    in place; the seed bytes dk ends with, the seed's last 32 (ML-KEM's z and BIKE's
    sigma, its second half; HQC's seed_KEM, all of it), must be the seed's, not bytes of
    the encoded key."""
    ek_bytes, dk_bytes, _ = KEMS[kem]
    seed_bytes = kem_seed_bytes(kem)[0]
    seed = bytes(range(1, 1 + seed_bytes))
    tail = seed[-32:]
    ek, dk = keypair(lib, f"pqkit_{kem}_", ek_bytes, dk_bytes, seed)
    for where in ("dk", "ek"):
        bufs = {"ek": ctypes.create_string_buffer(ek_bytes), "dk": ctypes.create_string_buffer(dk_bytes)}
        ctypes.memmove(bufs[where], seed, seed_bytes)
        assert fn(lib, f"pqkit_{kem}_expand_dk")(bufs["ek"], bufs["dk"], bufs[where]) == OK
        assert bufs["dk"].raw[-32:] == tail, f"seed corrupted (seed in {where})"
        assert (bufs["ek"].raw, bufs["dk"].raw) == (ek, dk)
        assert fn(lib, f"pqkit_{kem}_check_dk")(bufs["dk"]) == OK


def all_sig_sets():
    return [(f"pqkit_{s}_", *MLDSA[s]) for s in MLDSA] + \
           [(f"pqkit_slh_dsa_{s}_", *slh_sizes(s)[:3]) for s in SLH_SETS]


def pure_sig_sets():
    """Every signature set with the NIST API, Falcon's included."""
    return all_sig_sets() + [(f"pqkit_{s}_", *FALCON[s]) for s in FALCON]


def test_null_signature_and_sm_same_everywhere(lib):
    """Verify with sig = NULL and open with sm = NULL: PQKIT_ERR_BAD_ARGUMENT in every
    family (and *mlen = 0)."""
    problems = []
    for pre, pk_bytes, _, sig_bytes in pure_sig_sets():
        pk = bytes(pk_bytes)
        rc = fn(lib, pre + "verify")(None, SZ(sig_bytes), b"m", SZ(1), None, SZ(0), pk)
        if rc != BAD_ARGUMENT:
            problems.append(f"{pre}verify(NULL sig): {rc}")
        rc = fn(lib, pre + "crypto_sign_verify")(None, SZ(sig_bytes), b"m", SZ(1), pk)
        if rc != BAD_ARGUMENT:
            problems.append(f"{pre}crypto_sign_verify(NULL sig): {rc}")
        mlen = SZ(99)
        rc = fn(lib, pre + "crypto_sign_open")(ctypes.create_string_buffer(8), ctypes.byref(mlen), None,
                                               SZ(sig_bytes + 8), pk)
        if rc != BAD_ARGUMENT or mlen.value != 0:
            problems.append(f"{pre}crypto_sign_open(NULL sm): {rc}, mlen {mlen.value}")
    assert not problems, "\n".join(problems)


def test_crypto_sign_rejects_overflowing_mlen(lib):
    problems = []
    for pre, _, sk_bytes, sig_bytes in pure_sig_sets():
        sm, smlen = ctypes.create_string_buffer(sig_bytes + 8), SZ(0)
        rc = fn(lib, pre + "crypto_sign")(sm, ctypes.byref(smlen), b"m", SZ(2**64 - 2), bytes(sk_bytes))
        if rc != BAD_LENGTH:
            problems.append(f"{pre}crypto_sign(mlen near SIZE_MAX): {rc}")
    assert not problems, "\n".join(problems)


def test_prehash_null_rnd_is_deterministic(lib):
    """sign_prehash with rnd/addrnd NULL is the deterministic variant in both
    families: rnd = 0^32 for ML-DSA, addrnd = PK.seed for SLH-DSA."""
    ph = bytes(range(64))
    for pre, pk_bytes, sk_bytes, sig_bytes in all_sig_sets()[:3] + [all_sig_sets()[4]]:
        n = pk_bytes // 2
        seed = bytes(range(32 if "ml_dsa" in pre else 3 * n))
        pk, sk = keypair(lib, pre, pk_bytes, sk_bytes, seed)
        det = bytes(32) if "ml_dsa" in pre else pk[:n]
        sigs = []
        for rnd in (None, det):
            sig, siglen = ctypes.create_string_buffer(sig_bytes), SZ(sig_bytes)
            rc = fn(lib, pre + "sign_prehash")(sig, ctypes.byref(siglen), ph, SZ(64), 3, None, SZ(0), rnd, sk)
            assert rc == OK, f"{pre}sign_prehash(rnd={rnd!r:.8}): {rc}"
            sigs.append(sig.raw)
        assert sigs[0] == sigs[1], pre


def test_nist_wrappers_return_pqkit_codes(lib):
    """Every NIST/SUPERCOP wrapper returns the pqkit code itself: 0 or a negative
    PQKIT_ERR_* (so NULL arguments give PQKIT_ERR_BAD_ARGUMENT in every family)."""
    problems = []
    for kem in KEMS:
        for name, nargs in (("crypto_kem_keypair", 2), ("crypto_kem_enc", 3), ("crypto_kem_dec", 3)):
            rc = fn(lib, f"pqkit_{kem}_{name}")(*([None] * nargs))
            if rc != BAD_ARGUMENT:
                problems.append(f"{kem} {name}: {rc}")
    for pre, *_ in pure_sig_sets():
        rc = fn(lib, pre + "crypto_sign_keypair")(None, None)
        if rc != BAD_ARGUMENT:
            problems.append(f"{pre}crypto_sign_keypair: {rc}")
        rc = fn(lib, pre + "crypto_sign")(None, None, None, SZ(0), None)
        if rc != BAD_ARGUMENT:
            problems.append(f"{pre}crypto_sign: {rc}")
    assert not problems, "\n".join(problems)


def key_fields(name, kat_rng, public, key_bytes):
    """Problems of a descriptor's KAT generator and public key ranges: a known
    generator, ranges inside the key, in order, not overlapping, some key left secret."""
    problems = [] if kat_rng in (0, 1) else [f"{name}: kat_rng {kat_rng}"]
    end, public_bytes = 0, 0
    for r in public:
        if r.bytes == 0:
            continue
        if r.offset < end or r.offset + r.bytes > key_bytes:
            problems.append(f"{name}: public range {r.offset}+{r.bytes} of {key_bytes}")
        end, public_bytes = r.offset + r.bytes, public_bytes + r.bytes
    if public_bytes >= key_bytes:
        problems.append(f"{name}: no secret byte in the private key")
    return problems


def test_descriptors_and_constants_exported(lib):
    """Every scheme exports its descriptor (pqkit_kem_desc_* / pqkit_sig_desc_*) and its
    size constants; descriptors carry size, version and the check/expand entries."""
    problems = []
    for kem, (ek_bytes, dk_bytes, ct_bytes) in KEMS.items():
        d = KemDesc.in_dll(lib, f"pqkit_kem_desc_{kem}")
        if (d.size, d.version) != (ctypes.sizeof(KemDesc), DESC_VERSION):
            problems.append(f"{kem}: size/version {d.size}/{d.version}")
        problems += key_fields(kem, d.kat_rng, d.dk_public, dk_bytes)
        for entry in ("expand_dk", "check_ek", "check_dk"):
            if ctypes.cast(getattr(d, entry), ctypes.c_void_p).value != \
                    ctypes.cast(getattr(lib, f"pqkit_{kem}_{entry}"), ctypes.c_void_p).value:
                problems.append(f"{kem}: {entry} entry")
        for const, want in (("ek_bytes", ek_bytes), ("dk_bytes", dk_bytes), ("ct_bytes", ct_bytes)):
            if SZ.in_dll(lib, f"pqkit_{kem}_{const}").value != want:
                problems.append(f"{kem}: {const}")
    for pre, pk_bytes, sk_bytes, sig_bytes in all_sig_sets():
        name = pre[len("pqkit_"):-1]
        try:
            d = SigDesc.in_dll(lib, f"pqkit_sig_desc_{name}")
        except ValueError:
            problems.append(f"pqkit_sig_desc_{name} not exported")
            continue
        if (d.size, d.version) != (ctypes.sizeof(SigDesc), DESC_VERSION):
            problems.append(f"{name}: size/version {d.size}/{d.version}")
        problems += key_fields(name, d.kat_rng, d.sk_public, sk_bytes)
        if d.kat_sm != 0:  # signature || message
            problems.append(f"{name}: kat_sm {d.kat_sm}")
        for entry in ("expand_sk", "sign_prehash", "verify_prehash"):
            if ctypes.cast(getattr(d, entry), ctypes.c_void_p).value != \
                    ctypes.cast(getattr(lib, pre + entry), ctypes.c_void_p).value:
                problems.append(f"{name}: {entry} entry")
        for const, want in (("pk_bytes", pk_bytes), ("sk_bytes", sk_bytes), ("sig_bytes", sig_bytes)):
            try:
                if SZ.in_dll(lib, pre + const).value != want:
                    problems.append(f"{pre}{const} wrong")
            except ValueError:
                problems.append(f"{pre}{const} not exported")
    assert not problems, "\n".join(problems)


def test_sha3_init_rejects_bad_sizes(lib):
    st = ctypes.create_string_buffer(512)
    for bits in (0, 128, 255, 1024, 2**32 - 1):
        assert fn(lib, "pqkit_sha3_init")(st, ctypes.c_uint(bits)) == BAD_ARGUMENT, bits
        rate = ctypes.c_uint.from_buffer(st, 204).value  # pqkit_keccak: s[25], pos, rate
        assert 0 < rate <= 200, f"bits {bits}: rate {rate} runs past the state"
        fn(lib, "pqkit_keccak_absorb", None)(st, bytes(300), SZ(300))
    for bits in (224, 256, 384, 512):
        assert fn(lib, "pqkit_sha3_init")(st, bits) == OK
    assert fn(lib, "pqkit_sha3_init")(None, 256) == BAD_ARGUMENT


@pytest.mark.parametrize("family,word,good,state_bytes", [
    ("sha256", ctypes.c_uint32, (28, 32), 32), ("sha512", ctypes.c_uint64, (28, 32, 48, 64), 64)])
def test_sha2_resume_rejects_bad_outlen(lib, family, word, good, state_bytes):
    h = (word * 8)()
    fn(lib, f"pqkit_{family}_iv", None)(h)
    resume = fn(lib, f"pqkit_{family}_resume")
    final = fn(lib, f"pqkit_{family}_final", None)
    for outlen in (0, 1, state_bytes + 1, 200, 2**31):
        ctx = ctypes.create_string_buffer(512)
        assert resume(ctx, h, ctypes.c_uint64(1), ctypes.c_uint(outlen)) == BAD_ARGUMENT, outlen
        out = ctypes.create_string_buffer(b"\xaa" * 256, 256)
        final(ctx, out)
        assert out.raw[state_bytes:] == b"\xaa" * (256 - state_bytes), f"outlen {outlen}: over-read"
    for outlen in good:
        assert resume(ctypes.create_string_buffer(512), h, ctypes.c_uint64(1), outlen) == OK
    assert resume(None, h, ctypes.c_uint64(1), good[-1]) == BAD_ARGUMENT


def test_nist_headers_have_their_own_guards(tmp_path):
    """Including two NIST headers (the second after #undef of the first's macros) gives
    the second set's CRYPTO_* macros: every header has its own include guard."""
    headers = sorted((ROOT / "include" / "pqkit" / "nist").glob("*.h"))
    undef = "".join(f"#undef {m}\n" for m in (
        "CRYPTO_ALGNAME", "CRYPTO_PUBLICKEYBYTES", "CRYPTO_SECRETKEYBYTES", "CRYPTO_BYTES",
        "CRYPTO_CIPHERTEXTBYTES", "crypto_sign_keypair", "crypto_sign_signature", "crypto_sign_verify",
        "crypto_sign", "crypto_sign_open", "crypto_kem_keypair", "crypto_kem_enc", "crypto_kem_dec"))
    wrong = []
    for first in headers:
        for second in headers:
            if first == second:
                continue
            src = tmp_path / "two.c"
            src.write_text(f'#include "pqkit/nist/{first.name}"\n{undef}#include "pqkit/nist/{second.name}"\n'
                           "ALGNAME_IS CRYPTO_ALGNAME\n")
            out = subprocess.run(["cc", "-E", "-P", f"-I{ROOT / 'include'}", str(src)],
                                 capture_output=True, text=True, check=True).stdout
            line = [ln for ln in out.splitlines() if ln.startswith("ALGNAME_IS")][0]
            if "CRYPTO_ALGNAME" in line:
                wrong.append(f"{first.name} then {second.name}")
    assert not wrong, f"{len(wrong)} pairs lose the second header, e.g. {wrong[:3]}"


def test_falcon_descriptors(lib):
    """Falcon's descriptors: size and version, no context (ctx_max_bytes 0), no pre-hash
    entries, expand_sk = keypair_derand, the exported size constants."""
    problems = []
    for name, (pk_bytes, sk_bytes, sig_bytes) in {**FALCON, **FALCON_PADDED}.items():
        d = SigDesc.in_dll(lib, f"pqkit_sig_desc_{name}")
        if (d.size, d.version, d.ctx_max_bytes) != (ctypes.sizeof(SigDesc), 3, 0):
            problems.append(f"{name}: size/version/ctx_max {d.size}/{d.version}/{d.ctx_max_bytes}")
        if (d.pk_bytes, d.sk_bytes, d.sig_bytes, d.keypair_seed_bytes, d.sign_seed_bytes) != \
                (pk_bytes, sk_bytes, sig_bytes, 48, 88):
            problems.append(f"{name}: sizes")
        if d.sign_prehash or d.verify_prehash:
            problems.append(f"{name}: pre-hash entries")
        # the round-3 reference's signed message for the sets with its NIST header
        if d.kat_sm != (1 if name in FALCON else 0):
            problems.append(f"{name}: kat_sm {d.kat_sm}")
        if d.expand_sk != ctypes.cast(getattr(lib, f"pqkit_{name}_keypair_derand"), ctypes.c_void_p).value:
            problems.append(f"{name}: expand_sk entry")
        for const, want in (("pk_bytes", pk_bytes), ("sk_bytes", sk_bytes), ("sig_bytes", sig_bytes),
                            ("seed_bytes", 48)):
            if SZ.in_dll(lib, f"pqkit_{name}_{const}").value != want:
                problems.append(f"{name}: {const}")
    assert not problems, "\n".join(problems)


def test_fn_dsa_descriptors(lib):
    """FN-DSA's descriptors: contexts of up to 255 bytes, the pre-hash entries, 32-byte
    seeds (the fn-dsa crate's) and 88-byte rnd, expand_sk = keypair_derand, the exported size constants;
    sign_prehash with rnd NULL draws fresh randomness (two signatures differ, both
    verify), and a signature of another length than sig_bytes is PQKIT_ERR_VERIFY."""
    problems = []
    for name, (pk_bytes, sk_bytes, sig_bytes) in FN_DSA.items():
        pre = f"pqkit_{name}_"
        d = SigDesc.in_dll(lib, f"pqkit_sig_desc_{name}")
        if (d.size, d.version, d.ctx_max_bytes) != (ctypes.sizeof(SigDesc), DESC_VERSION, 255):
            problems.append(f"{name}: size/version/ctx_max {d.size}/{d.version}/{d.ctx_max_bytes}")
        if (d.pk_bytes, d.sk_bytes, d.sig_bytes, d.keypair_seed_bytes, d.sign_seed_bytes) != \
                (pk_bytes, sk_bytes, sig_bytes, 32, 88):
            problems.append(f"{name}: sizes")
        for entry, target in (("expand_sk", "keypair_derand"), ("sign_prehash", "sign_prehash"),
                              ("verify_prehash", "verify_prehash")):
            if ctypes.cast(getattr(d, entry), ctypes.c_void_p).value != \
                    ctypes.cast(getattr(lib, pre + target), ctypes.c_void_p).value:
                problems.append(f"{name}: {entry} entry")
        for const, want in (("pk_bytes", pk_bytes), ("sk_bytes", sk_bytes), ("sig_bytes", sig_bytes),
                            ("seed_bytes", 32)):
            if SZ.in_dll(lib, pre + const).value != want:
                problems.append(f"{name}: {const}")
        pk, sk = ctypes.create_string_buffer(pk_bytes), ctypes.create_string_buffer(sk_bytes)
        assert fn(lib, pre + "keypair_derand")(pk, sk, bytes(32)) == OK
        ph, sigs = bytes(32), []
        for _ in range(2):
            sig, siglen = ctypes.create_string_buffer(sig_bytes), SZ(sig_bytes)
            rc = fn(lib, pre + "sign_prehash")(sig, ctypes.byref(siglen), ph, SZ(32), 8, b"c", SZ(1),
                                               None, sk)
            if rc != OK or siglen.value != sig_bytes:
                problems.append(f"{name}: sign_prehash(rnd NULL): {rc}, {siglen.value}")
            if fn(lib, pre + "verify_prehash")(sig, SZ(sig_bytes), ph, SZ(32), 8, b"c", SZ(1), pk) != OK:
                problems.append(f"{name}: verify_prehash")
            sigs.append(sig.raw)
        if sigs[0] == sigs[1]:
            problems.append(f"{name}: sign_prehash(rnd NULL) twice gives one signature")
        for length in (sig_bytes - 1, sig_bytes + 1):
            longer = sigs[0] + b"\0"
            rc = fn(lib, pre + "verify_prehash")(longer, SZ(length), ph, SZ(32), 8, b"c", SZ(1), pk)
            if rc != VERIFY:
                problems.append(f"{name}: verify_prehash of {length} bytes: {rc}")
    assert not problems, "\n".join(problems)


def test_context_length_follows_descriptor(lib):
    """Every registered signature scheme refuses a context one byte above its
    descriptor's ctx_max_bytes (PQKIT_ERR_BAD_ARGUMENT, signing and verifying), and
    ML-DSA and SLH-DSA say 255."""
    lib.pqkit_sig_at.restype = ctypes.POINTER(SigDesc)
    problems, seen = [], 0
    while lib.pqkit_sig_at(SZ(seen)):
        d = lib.pqkit_sig_at(SZ(seen)).contents
        seen += 1
        name = d.name.decode()
        want = 0 if name.startswith("falcon") else 255
        if d.ctx_max_bytes != want:
            problems.append(f"{name}: ctx_max_bytes {d.ctx_max_bytes}")
        n = d.ctx_max_bytes + 1
        ctx, sk, pk = bytes(n), bytes(d.sk_bytes), bytes(d.pk_bytes)
        sig, siglen = ctypes.create_string_buffer(d.sig_bytes), SZ(d.sig_bytes)
        rnd = bytes(d.sign_seed_bytes)
        sign = ctypes.CFUNCTYPE(ctypes.c_int, *[ctypes.c_void_p] * 2, ctypes.c_char_p, SZ,
                                ctypes.c_char_p, SZ, ctypes.c_char_p, ctypes.c_char_p)(d.sign_derand)
        verify = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_char_p, SZ, ctypes.c_char_p, SZ,
                                  ctypes.c_char_p, SZ, ctypes.c_char_p)(d.verify)
        rc = sign(ctypes.addressof(sig), ctypes.addressof(siglen), b"m", SZ(1), ctx, SZ(n), rnd, sk)
        if rc != BAD_ARGUMENT:
            problems.append(f"{name}: sign_derand with {n}-byte context: {rc}")
        rc = verify(sig.raw, SZ(d.sig_bytes), b"m", SZ(1), ctx, SZ(n), pk)
        if rc != BAD_ARGUMENT:
            problems.append(f"{name}: verify with {n}-byte context: {rc}")
    assert seen > 0, "no signature scheme registered"
    assert not problems, "\n".join(problems)
