"""SHA-2 (FIPS 180-4) against the NIST CAVP response files: ShortMsg, LongMsg and
Monte Carlo for SHA-224/256/384/512 and SHA-512/224, SHA-512/256, through the one-shot
and the incremental API."""
import ctypes

import pytest

ALGS = {  # CAVP file prefix -> (one-shot, init, update/final family, digest bytes)
    "SHA224": ("pqkit_sha224", "pqkit_sha224_init", "sha256", 28),
    "SHA256": ("pqkit_sha256", "pqkit_sha256_init", "sha256", 32),
    "SHA384": ("pqkit_sha384", "pqkit_sha384_init", "sha512", 48),
    "SHA512": ("pqkit_sha512", "pqkit_sha512_init", "sha512", 64),
    "SHA512_224": ("pqkit_sha512_224", "pqkit_sha512_224_init", "sha512", 28),
    "SHA512_256": ("pqkit_sha512_256", "pqkit_sha512_256_init", "sha512", 32),
}

# update() chunk sizes that cross the 64- and 128-byte block boundaries in every way
CHUNKS = (1, 3, 55, 56, 63, 64, 65, 111, 112, 127, 128, 129, 1000)


def records(path):
    """Yield dicts of `key = value` lines, one per blank-line separated record."""
    rec = {}
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#") or line.startswith("["):
            if rec:
                yield rec
                rec = {}
            continue
        key, _, value = line.partition("=")
        rec[key.strip()] = value.strip()
    if rec:
        yield rec


class Sha:
    def __init__(self, lib, alg):
        oneshot, init, fam, self.outlen = ALGS[alg]
        self.oneshot = getattr(lib, oneshot)
        self.init = getattr(lib, init)
        self.update = getattr(lib, f"pqkit_{fam}_update")
        self.final = getattr(lib, f"pqkit_{fam}_final")
        self.oneshot.restype = self.init.restype = self.update.restype = self.final.restype = None

    def digest(self, msg: bytes) -> bytes:
        out = ctypes.create_string_buffer(self.outlen)
        self.oneshot(out, msg, ctypes.c_size_t(len(msg)))
        return out.raw

    def digest_chunked(self, msg: bytes, chunk: int) -> bytes:
        ctx = (ctypes.c_uint64 * 48)()  # larger than either context struct
        out = ctypes.create_string_buffer(self.outlen)
        self.init(ctx)
        for i in range(0, len(msg), chunk):
            piece = msg[i:i + chunk]
            self.update(ctx, piece, ctypes.c_size_t(len(piece)))
        self.final(ctx, out)
        return out.raw


@pytest.mark.parametrize("alg", sorted(ALGS))
@pytest.mark.parametrize("kind", ["ShortMsg", "LongMsg"])
def test_sha2_msg(lib, vectors, cases, alg, kind):
    sha = Sha(lib, alg)
    path = vectors / "nist-cavp-sha2" / f"{alg}{kind}.rsp"
    with cases as c:
        for i, rec in enumerate(records(path)):
            nbits = int(rec["Len"])
            assert nbits % 8 == 0
            msg = bytes.fromhex(rec["Msg"])[: nbits // 8]
            md = bytes.fromhex(rec["MD"])
            assert sha.digest(msg) == md, f"{alg} {kind} Len={nbits}"
            chunk = CHUNKS[i % len(CHUNKS)]
            assert sha.digest_chunked(msg, chunk) == md, f"{alg} {kind} Len={nbits} chunk={chunk}"
            c.count += 1


@pytest.mark.parametrize("alg", sorted(ALGS))
def test_sha2_monte(lib, vectors, cases, alg):
    """SHAVS §6.4: MD_i = SHA(MD_{i-3} || MD_{i-2} || MD_{i-1}) for i = 3..1002, seeded
    with three copies of the seed; the same loop for SHA-512/t (see the .txt files)."""
    sha = Sha(lib, alg)
    recs = list(records(vectors / "nist-cavp-sha2" / f"{alg}Monte.rsp"))
    seed = bytes.fromhex(recs[0]["Seed"])
    with cases as c:
        for rec in recs[1:]:
            md = [seed, seed, seed]
            for _ in range(1000):
                md = [md[1], md[2], sha.digest(md[0] + md[1] + md[2])]
            seed = md[2]
            assert seed.hex() == rec["MD"], f"{alg} Monte COUNT={rec['COUNT']}"
            c.count += 1


@pytest.mark.parametrize("family", ["sha256", "sha512"])
def test_resume_from_blocks(lib, vectors, cases, family):
    """pqkit_<f>_iv + pqkit_<f>_blocks over a prefix of whole blocks, then
    pqkit_<f>_resume + update/final on the rest, gives the digest of the whole message
    (the path SLH-DSA takes); checked on the CAVP LongMsg files."""
    word, block, alg = (ctypes.c_uint32, 64, "SHA256") if family == "sha256" else (ctypes.c_uint64, 128, "SHA512")
    sha = Sha(lib, alg)
    iv, blocks, resume = (getattr(lib, f"pqkit_{family}_{op}") for op in ("iv", "blocks", "resume"))
    with cases as c:
        for rec in records(vectors / "nist-cavp-sha2" / f"{alg}LongMsg.rsp"):
            msg = bytes.fromhex(rec["Msg"])[: int(rec["Len"]) // 8]
            nblocks = min(len(msg) // block, 3)
            h = (word * 8)()
            iv(h)
            blocks(h, msg, ctypes.c_size_t(nblocks))
            ctx = (ctypes.c_uint64 * 48)()
            resume(ctx, h, ctypes.c_uint64(nblocks), sha.outlen)
            rest = msg[nblocks * block:]
            sha.update(ctx, rest, ctypes.c_size_t(len(rest)))
            out = ctypes.create_string_buffer(sha.outlen)
            sha.final(ctx, out)
            assert out.raw == bytes.fromhex(rec["MD"]), f"Len={rec['Len']}"
            c.count += 1
