"""External implementation folders (python/pqkit/external.py) through the lab's
commands on mps2-an386: the fixtures of tests/ext (see its README) each with their
expected outcome, from the JSON records the commands write."""
import json
import re
from pathlib import Path

import pytest

from pqkit import cli, external, paths

ROOT = Path(__file__).resolve().parents[1] / "ext"
SEL = ["toykem", "toysig", "--impl-path", str(ROOT), "--only-external", "-j", "2"]


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Run each command once; name -> (exit code, record(s))."""
    saved = paths.RESULTS
    paths.RESULTS = tmp_path_factory.mktemp("results")
    out = {}
    try:
        for cmd in ("test", "vectors", "ct", "bench"):
            rc = cli.main([cmd, *SEL])
            run = max(paths.RESULTS.glob(f"*-{cmd}"))
            if cmd == "bench":
                recs = {p.stem.rsplit("-", 1)[0]: json.loads(p.read_text())
                        for p in run.glob("mps2-an386-speed/*.json")}
                out[cmd] = (rc, recs, run)
            else:
                data = json.loads((run / f"{cmd}.json").read_text())
                out[cmd] = (rc, {(r["alg"] + "-" + r["impl"], r.get("platform", "mps2-an386")): r
                                 for r in data["runs"]})
    finally:
        paths.RESULTS = saved
        external.set_roots([])
    return out


def _toy_folders(root, kind, scheme, folders):
    """Write one toy folder per (impl, {file: text}) under root/kind/scheme; api.h is
    added. Returns the discovered folders by impl name."""
    for impl, files in folders.items():
        d = root / kind / scheme / impl
        d.mkdir(parents=True)
        (d / "api.h").write_text("#define CRYPTO_SECRETKEYBYTES 32\n")
        for name, text in files.items():
            (d / name).write_text(text)
    return {f.impl: f for f in external.discover([root])}


def _with_roots(root, fn, *args):
    """Run fn(*args) with root as the lab's only external root."""
    external.set_roots([str(root)])
    try:
        return fn(*args)
    finally:
        external.set_roots([])


def test_discovery_names_and_layouts():
    found = {f.label: f for f in external.discover([ROOT])}
    assert set(found) == {"toykem:ref", "toykem:m4asm", "toykem:bigram", "toykem:broken",
                          "toykem:ownrng", "toysig:clean", "toysig:bare"}
    assert not found["toysig:bare"].detached and found["toysig:bare"].ns == ""
    assert found["toysig:clean"].ns == "PQCLEAN_TOYSIG_CLEAN_" and found["toysig:clean"].detached
    assert found["toykem:ref"].ns == "" and found["toykem:ref"].kind == "kem"
    assert found["toykem:m4asm"].builds_on("host").endswith("assembly")
    assert found["toykem:bigram"].flags["cflags"].startswith("-DTOYKEM_SCRATCH_BYTES=")
    oracle = _with_roots(ROOT, external.oracle_dir, {"dir": str(found["toykem:m4asm"].dir)})
    assert oracle == str(found["toykem:ref"].dir)


def test_list_shows_roots_and_host_assembly(capsys):
    assert cli.main(["list", "--impl-path", str(ROOT)]) == 0
    rows = [ln for ln in capsys.readouterr().out.splitlines() if ln.startswith(("toykem", "toysig"))]
    external.set_roots([])
    assert len(rows) == 7 and all(str(ROOT) in r for r in rows)
    assert "Cortex-M assembly: host" in next(r for r in rows if "m4asm" in r)


def _expect_failures(recs, key):
    """The outcomes every command shares: bigram does not fit, broken does not compile."""
    big, broken = recs[("toykem-bigram", key)], recs[("toykem-broken", key)]
    assert big["ok"] in (None, False)
    assert re.match(r"does not fit: needs [\d,]+ bytes of RAM, has 4,194,304", big["reason"])
    assert broken["ok"] is False and broken["reason"].startswith("compile error:")
    assert "broken/kem.c" in broken["reason"]
    for r in recs.values():
        assert r["external"] and r["root"] == str(ROOT)


def test_test_outcomes(runs):
    rc, recs = runs["test"]
    assert rc == 1  # broken
    _expect_failures(recs, "mps2-an386")
    for name in ("toykem-ref", "toykem-m4asm", "toykem-ownrng", "toysig-clean", "toysig-bare"):
        r = recs[(name, "mps2-an386")]
        assert r["ok"], (name, r["reason"])
        assert {"name": "first-record-vs-host-ref", "ok": True} in r["checks"]


def test_own_generator_follows_the_lab(runs):
    """toykem:ownrng draws from a generator of its own, never seeded by its code; the
    seeding its flags file names makes its _derand results depend on the seed only
    (without it, the determinism checks fail)."""
    _, recs = runs["test"]
    checks = {c["name"]: c["ok"] for c in recs[("toykem-ownrng", "mps2-an386")]["checks"]}
    assert checks["keypair-derand-deterministic"] and checks["encaps-derand-deterministic"]


def test_vectors_against_host_and_portable_folder(runs):
    rc, recs = runs["vectors"]
    assert rc == 1
    _expect_failures(recs, "mps2-an386")
    asm = recs[("toykem-m4asm", "mps2-an386")]
    assert asm["ok"] and "kat/100 vs host portable folder: same" in asm["checks"]
    for name in ("toykem-ref", "toysig-clean", "toysig-bare"):
        r = recs[(name, "mps2-an386")]
        assert r["ok"] and "kat/1 vs host build: same" in r["checks"], r
    assert ("toykem-m4asm", "host") not in recs  # never built for the host


class _Drbg:
    """NIST's AES-256 CTR_DRBG of PQCgenKAT (no derivation function, no
    personalisation), written from SP 800-90A for the expected KAT below."""

    def __init__(self, entropy: bytes):
        self.key, self.v = bytes(32), bytes(16)
        self._update(entropy)

    def _block(self) -> bytes:
        from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
        self.v = ((int.from_bytes(self.v, "big") + 1) % (1 << 128)).to_bytes(16, "big")
        enc = Cipher(algorithms.AES(self.key), modes.ECB()).encryptor()
        return enc.update(self.v) + enc.finalize()

    def _update(self, provided: bytes = bytes(48)):
        t = bytes(a ^ b for a, b in zip(b"".join(self._block() for _ in range(3)), provided))
        self.key, self.v = t[:32], t[32:]

    def read(self, n: int) -> bytes:
        out = b"".join(self._block() for _ in range((n + 15) // 16))[:n]
        self._update()
        return out


def test_kat_signed_message_in_the_signers_order(runs):
    """toysig:bare's crypto_sign returns message || signature: the KAT's sm must be in
    that order. Its first record computed here from the scheme's definition (sign.c)."""
    import hashlib
    master = _Drbg(bytes(range(48)))
    seed, msg = master.read(48), master.read(33)
    sk = _Drbg(seed).read(32)
    pk = hashlib.shake_256(sk).digest(140000)
    sm = msg + sk + hashlib.shake_256(sk + msg).digest(32)
    text = (f"count = 0\nseed = {seed.hex().upper()}\nmlen = 33\nmsg = {msg.hex().upper()}\n"
            f"pk = {pk.hex().upper()}\nsk = {sk.hex().upper()}\nsmlen = {len(sm)}\n"
            f"sm = {sm.hex().upper()}\n")
    want = hashlib.sha256(text.encode()).hexdigest()
    _, recs = runs["vectors"]
    got = {v["count"]: v["hash"] for v in recs[("toysig-bare", "mps2-an386")]["vectors"]
           if v["kind"] == "kat"}
    assert got[1] == want


def test_ct_reports_the_secret_branch(runs):
    rc, recs = runs["ct"]
    assert rc == 1
    assert recs[("toykem-ref", "mps2-an386")]["ok"]
    assert recs[("toykem-m4asm", "mps2-an386")]["ok"]
    sig = recs[("toysig-clean", "mps2-an386")]
    assert not sig["ok"]
    src = (ROOT / "crypto_sign/toysig/clean/sign.c").read_text().splitlines()
    line = next(i + 1 for i, t in enumerate(src) if "while (sk[0] == 0)" in t)
    assert any(f["function"] == "PQCLEAN_TOYSIG_CLEAN_crypto_sign_keypair"
               and f["line"].endswith(f"sign.c:{line}") for f in sig["findings"]), sig["findings"]
    # every finding is the folder's own (its function, its file), none the lab's
    assert all("toysig/clean/sign.c:" in f["line"] and f["function"].startswith("PQCLEAN_TOYSIG")
               for f in sig["findings"]), sig["findings"]
    # toysig:bare's signature reveals its key: the descriptor's search of crypto_sign's
    # output for the message (compat/ext_sig.c) is public work, not a finding
    bare = recs[("toysig-bare", "mps2-an386")]
    assert bare["ok"] and not bare["findings"], bare["findings"]


def test_bench_records(runs):
    rc, recs, run = runs["bench"]
    ref = recs["toykem-ref"]
    assert ref["external"] and ref["speed"]["status"] == "ok" and ref["stack"]["status"] == "ok"
    assert ref["speed"]["ops"]["encaps"]["median"] > 0
    sig = recs["toysig-clean"]
    # toysig's time is mostly AES and SHAKE, counted through compat/'s primitives
    assert sig["hashing"]["status"] == "ok" and sig["hashing"]["ops"]["keypair"]["share"] > 0.8
    assert sig["size"]["status"] == "ok" and sig["size"]["implementation"]["text"] > 0
    # toysig:bare's key generation: its 140 kB buffer on the stack it declares
    bare = recs["toysig-bare"]
    assert bare["speed"]["status"] == "ok" and bare["stack"]["ops"]["keypair"] > 140000
    assert recs["toykem-bigram"]["speed"]["status"].startswith("does not fit")
    assert recs["toykem-broken"]["speed"]["status"].startswith("compile error")
    assert (run / "report.md").exists()


def test_compat_primitives(tmp_path):
    """compat/ on the host: known answers and the sponge against pqkit's one-shot
    functions (tests/ext/compat_check.c)."""
    import subprocess
    root = Path(__file__).resolve().parents[2]
    srcs = [root / "tests/ext/compat_check.c",
            *(root / "compat" / f for f in ("aes.c", "aes_publicinputs.c", "fips202.c",
                                            "keccakf1600.c", "sha2.c")),
            *(root / "src/common" / f for f in ("fips202.c", "keccakf1600.c", "sha2.c"))]
    exe = tmp_path / "compat_check"
    subprocess.run(["cc", "-std=c11", "-O1", "-Wall", "-Wextra", "-Werror",
                    f"-I{root / 'compat'}", f"-I{root / 'include'}", f"-I{root / 'src'}",
                    f"-I{root / 'src/common'}", *map(str, srcs), "-o", str(exe)], check=True)
    res = subprocess.run([str(exe)], capture_output=True, text=True)
    assert res.returncode == 0 and res.stdout.strip() == "ok", res.stdout


def test_compat_on_the_target():
    """compat_check.c (above) built for mps2-an386 by the lab's external build and run
    there: both AES against FIPS 197 and SP 800-38A, and the sponges, on the target."""
    from pqkit import build, runner
    def build_check():
        build.build("mps2-an386", "speed", ["pqkit_lab_compat_check"])
        # the build directory depends on the roots: name the file while they are set
        return paths.build_dir("mps2-an386", "speed") / "fw" / "pqkit_lab_compat_check.elf"
    elf = _with_roots(ROOT, build_check)
    res = runner.run_qemu(elf, 300.0, "compat")
    assert res.ok, res.reason + "\n" + res.console[-2000:]
    assert dict(res.output.tests) == {"aes-known-answers": True,
                                      "aes-ctr-and-hash-known-answers": True,
                                      "aes-tables-ctr-vs-constant-time": True,
                                      "sponges-vs-one-shot": True}


def test_published_kat_checks():
    """PQClean's first-record KAT hashes (../shared/vectors/pqclean) apply to external
    folders by scheme name; liboqs' to every implementation."""
    from pqkit.lab import liboqs_hashes, pqclean_hashes, published_kat_checks
    pqc, oqs = pqclean_hashes(), liboqs_hashes()
    if not pqc:
        pytest.fail("../shared/vectors/pqclean/pqclean_nistkat_sha256.json is missing")
    h = pqc["ml-kem-512"]
    # the same text as liboqs' single-record hash: one layout for both
    assert oqs["ml-kem-512"]["single"] == h
    assert published_kat_checks("ml-kem-512", True, 1, h, {}, pqc) == [("kat/1 vs PQClean", True)]
    assert published_kat_checks("ml-kem-512", True, 1, "00" * 32, {}, pqc) == \
        [("kat/1 vs PQClean", False)]
    assert published_kat_checks("ml-kem-512", False, 1, h, {}, pqc) == []
    assert published_kat_checks("sphincs-shake-128f-simple", True, 100, h, oqs, pqc) == []
    assert ("kat/1 vs liboqs single", True) in published_kat_checks("ml-kem-512", True, 1, h, oqs, pqc)


def test_declared_ram_beyond_the_platform_is_reported(tmp_path):
    """A folder whose pqkit-build.txt asks for more stack + heap than the platform's RAM
    is not built there (no link error) and says why; the host build keeps it."""
    from pqkit import platforms
    ram = platforms.get("mps2-an386")["ram"]["length"]
    found = _toy_folders(tmp_path, "crypto_kem", "toyram", {
        impl: {"kem.c": "int toyram;\n", external.FLAGS_FILE: f"stack = {stack}\nheap = 1K\n"}
        for impl, stack in (("huge", ram), ("small", 8192))})
    assert found["huge"].builds_on("mps2-an386") == (
        f"does not fit: needs {ram + 1024:,} bytes of RAM, has {ram:,} "
        f"(stack + heap in {external.FLAGS_FILE})")
    assert found["small"].builds_on("mps2-an386") is None
    assert found["huge"].builds_on("host") is None
    text = _with_roots(tmp_path, external.write_cmake, tmp_path, "mps2-an386").read_text()
    assert found["small"].ident in text and found["huge"].ident not in text


def test_aes_and_kat_rng_flags(tmp_path):
    """`aes = publicinputs` in a flags file compiles the folder with aes.h's names mapped
    to the table AES, `kat_rng` picks its KAT generator; without them, aes.h is the
    constant-time AES and the KAT NIST's CTR_DRBG."""
    found = _toy_folders(tmp_path, "crypto_kem", "toyaes", {
        impl: {"kem.c": "int toyaes;\n", external.FLAGS_FILE: flags}
        for impl, flags in (("pub", "aes = publicinputs\nkat_rng = shake256-domain1\n"), ("ct", ""))})
    text = _with_roots(tmp_path, external.write_cmake, tmp_path, "mps2-an386").read_text()
    cflags = dict(re.findall(r"set\(PQKIT_EXT_(\w+)_CFLAGS (.*)\)", text))
    assert cflags[found["pub"].ident] == \
        '"-DPQKIT_COMPAT_AES_PUBLICINPUTS;-DPQKIT_EXT_KAT_RNG=PQKIT_KAT_RNG_SHAKE256_D1"'
    assert cflags[found["ct"].ident] == '""'


def test_inline_assembly_keeps_a_folder_off_the_host(tmp_path):
    """A .c file with Cortex-M inline assembly outside any #if (perk's m4 sort.c) is not
    built for the host, and the scheme's portable folder is its oracle; inline assembly
    under an #if, or an empty value barrier, leaves a folder portable."""
    thumb = ("#define MINMAX(x, i) \\\n  asm volatile(  \\\n    \"ldr r0, [%0, %1, lsl #2]\\n\" \\\n"
             "    : : \"r\"(x), \"r\"(i) : \"r0\")\nint toyasm;\n")
    guarded = ("#ifndef T_H\n#define T_H\n#if defined(__ARM_ARCH_7EM__)\n"
               "static inline unsigned c(unsigned x) { unsigned r; __asm__(\"clz %0, %1\" : \"=r\"(r) : \"r\"(x)); return r; }\n"
               "#endif\n#endif\n")
    barrier = "#ifndef B_H\n#define B_H\n#define BAR(a) __asm__(\"\" : \"+r\"(a))\n#endif\n"
    found = _toy_folders(tmp_path, "crypto_sign", "toyasm", {
        impl: {"sign.c": "int toyasm_sign;\n", name: text}
        for impl, name, text in (("m4", "sort.c", thumb), ("ref", "t.h", guarded), ("opt", "b.h", barrier))})
    assert found["m4"].builds_on("host") == "not applicable: Cortex-M assembly"
    assert found["ref"].builds_on("host") is None and found["opt"].builds_on("host") is None
    oracle = _with_roots(tmp_path, external.oracle_dir, {"dir": str(found["m4"].dir)})
    assert oracle == str(found["ref"].dir)


def test_tamper_flag(tmp_path):
    """`tamper = N` reaches the build as the byte the test's tampered-signature check
    flips; without it the check flips the middle byte (TAMPER 0)."""
    found = _toy_folders(tmp_path, "crypto_sign", "toytamper", {
        impl: {"sign.c": "int toytamper;\n", external.FLAGS_FILE: flags}
        for impl, flags in (("pad", "tamper = 22528\n"), ("plain", ""))})
    text = _with_roots(tmp_path, external.write_cmake, tmp_path, "mps2-an386").read_text()
    tamper = dict(re.findall(r"set\(PQKIT_EXT_(\w+)_TAMPER (\d+)\)", text))
    assert tamper == {found["pad"].ident: "22528", found["plain"].ident: "0"}
