"""SLH-DSA (FIPS 205) against NIST ACVP-Server vectors: keyGen, sigGen, sigVer.

Every case of the three vector sets runs. Tests are parametrized per parameter set
(keyGen) or per ACVP test group (sigGen, sigVer), so `pytest -n auto` (pytest-xdist)
spreads the slow 's' groups over the cores.
"""
import ctypes
import gzip
import json
from functools import lru_cache

import pytest

from pqkit_testlib import PREHASH, vectors_root

SIG_BYTES = {"128s": 7856, "128f": 17088, "192s": 16224, "192f": 35664, "256s": 29792, "256f": 49856}


def set_name(parameter_set: str) -> str:
    """'SLH-DSA-SHA2-128s' -> 'sha2_128s'"""
    return parameter_set.lower().removeprefix("slh-dsa-").replace("-", "_")


@lru_cache(maxsize=None)
def load(name: str):
    """(prompt groups, {tcId: expected}) of an ACVP vector set, or None if missing."""
    base = vectors_root() / "acvp" / name
    try:
        with gzip.open(base / "prompt.json.gz") as f:
            prompt = json.load(f)
        with gzip.open(base / "expectedResults.json.gz") as f:
            expected = json.load(f)
    except FileNotFoundError:
        return None
    answers = {t["tcId"]: t for g in expected["testGroups"] for t in g["tests"]}
    return {g["tgId"]: g for g in prompt["testGroups"]}, answers


def group_ids(name: str):
    data = load(name)
    # no vectors: one test that fails through the `vectors` fixture, never a silent pass
    return sorted(data[0]) if data else [0]


def group_label(name: str, tg_id: int) -> str:
    data = load(name)
    if not data:
        return "missing"
    g = data[0][tg_id]
    parts = [set_name(g["parameterSet"]), g["signatureInterface"] if "signatureInterface" in g else ""]
    if "preHash" in g:
        parts.append(g["preHash"])
    if "deterministic" in g:
        parts.append("det" if g["deterministic"] else "rnd")
    return f"tg{tg_id}-" + "-".join(p for p in parts if p)


def fn(lib, st: str, op: str):
    f = getattr(lib, f"pqkit_slh_dsa_{st}_{op}")
    f.restype = ctypes.c_int
    return f


def group(vectors, name: str, tg_id: int):
    data = load(name)
    assert data is not None, f"{name} not found under {vectors}"
    return data[0][tg_id], data[1]


KEYGEN = "SLH-DSA-keyGen-FIPS205"
SIGGEN = "SLH-DSA-sigGen-FIPS205"
SIGVER = "SLH-DSA-sigVer-FIPS205"


@pytest.mark.parametrize("tg_id", group_ids(KEYGEN), ids=lambda t: group_label(KEYGEN, t))
def test_keygen(lib, vectors, cases, tg_id):
    g, answers = group(vectors, KEYGEN, tg_id)
    st = set_name(g["parameterSet"])
    keypair = fn(lib, st, "keypair_derand")
    with cases as c:
        for t in g["tests"]:
            sk_seed = bytes.fromhex(t["skSeed"])
            n = len(sk_seed)
            pk = ctypes.create_string_buffer(2 * n)
            sk = ctypes.create_string_buffer(4 * n)
            rc = keypair(pk, sk, sk_seed, bytes.fromhex(t["skPrf"]), bytes.fromhex(t["pkSeed"]))
            assert rc == 0
            exp = answers[t["tcId"]]
            assert pk.raw.hex().upper() == exp["pk"], f"tcId {t['tcId']}: pk"
            assert sk.raw.hex().upper() == exp["sk"], f"tcId {t['tcId']}: sk"
            c.count += 1


def siggen_groups():
    """Every sigGen group; for the "s" sets (the same code as the "f" sets, with
    signatures that take seconds) only the external pure randomised groups run by
    default, the others under `full` (./pqkit check --full)."""
    params = []
    for tg_id in group_ids(SIGGEN):
        label = group_label(SIGGEN, tg_id)
        s_set = label != "missing" and set_name(load(SIGGEN)[0][tg_id]["parameterSet"]).endswith("s")
        subset = label.endswith("-external-pure-rnd")
        marks = [pytest.mark.full] if s_set and not subset else []
        params.append(pytest.param(tg_id, id=label, marks=marks))
    return params


@pytest.mark.parametrize("tg_id", siggen_groups())
def test_siggen(lib, vectors, cases, tg_id):
    g, answers = group(vectors, SIGGEN, tg_id)
    st = set_name(g["parameterSet"])
    cap = SIG_BYTES[st.split("_")[1]]
    with cases as c:
        for t in g["tests"]:
            sk = bytes.fromhex(t["sk"])
            msg = bytes.fromhex(t["message"])
            addrnd = None if g["deterministic"] else bytes.fromhex(t["additionalRandomness"])
            sig = ctypes.create_string_buffer(cap)
            siglen = ctypes.c_size_t(cap)
            if g["signatureInterface"] == "internal":
                rc = fn(lib, st, "sign_internal")(sig, ctypes.byref(siglen), msg, ctypes.c_size_t(len(msg)),
                                                  addrnd, sk)
            else:
                ctx = bytes.fromhex(t["context"])
                if g["preHash"] == "preHash":
                    hash_id, ph = PREHASH[t["hashAlg"]]
                    digest = ph(msg)
                    rc = fn(lib, st, "sign_prehash")(sig, ctypes.byref(siglen), digest,
                                                     ctypes.c_size_t(len(digest)), hash_id, ctx,
                                                     ctypes.c_size_t(len(ctx)), addrnd, sk)
                else:
                    assert g["preHash"] == "pure"
                    rc = fn(lib, st, "sign_derand")(sig, ctypes.byref(siglen), msg, ctypes.c_size_t(len(msg)),
                                                    ctx, ctypes.c_size_t(len(ctx)), addrnd, sk)
            assert rc == 0, f"tcId {t['tcId']}: rc {rc}"
            assert siglen.value == cap
            assert sig.raw.hex().upper() == answers[t["tcId"]]["signature"], f"tcId {t['tcId']}"
            c.count += 1


@pytest.mark.parametrize("tg_id", group_ids(SIGVER), ids=lambda t: group_label(SIGVER, t))
def test_sigver(lib, vectors, cases, tg_id):
    g, answers = group(vectors, SIGVER, tg_id)
    st = set_name(g["parameterSet"])
    seen = set()
    with cases as c:
        for t in g["tests"]:
            pk = bytes.fromhex(t["pk"])
            msg = bytes.fromhex(t["message"])
            sig = bytes.fromhex(t["signature"])
            if g["signatureInterface"] == "internal":
                rc = fn(lib, st, "verify_internal")(sig, ctypes.c_size_t(len(sig)), msg,
                                                    ctypes.c_size_t(len(msg)), pk)
            else:
                ctx = bytes.fromhex(t["context"])
                if g["preHash"] == "preHash":
                    hash_id, ph = PREHASH[t["hashAlg"]]
                    digest = ph(msg)
                    rc = fn(lib, st, "verify_prehash")(sig, ctypes.c_size_t(len(sig)), digest,
                                                       ctypes.c_size_t(len(digest)), hash_id, ctx,
                                                       ctypes.c_size_t(len(ctx)), pk)
                else:
                    rc = fn(lib, st, "verify")(sig, ctypes.c_size_t(len(sig)), msg, ctypes.c_size_t(len(msg)),
                                               ctx, ctypes.c_size_t(len(ctx)), pk)
            expected = answers[t["tcId"]]["testPassed"]
            assert rc in (0, -3), f"tcId {t['tcId']}: rc {rc}"
            assert (rc == 0) == expected, f"tcId {t['tcId']}: rc {rc}, expected {expected}"
            seen.add(expected)
            c.count += 1
    assert seen == {True, False}, "group should hold valid and invalid signatures"
