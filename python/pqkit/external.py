"""Implementation folders from outside the repository, in pqm4/PQClean layout:
<root>/crypto_kem/<scheme>/<impl>/ and <root>/crypto_sign/<scheme>/<impl>/ with an api.h
and their .c/.S/.s sources, also one or two levels down (pqm4's mupq/ and
mupq/pqclean/). Roots come from --impl-path (repeatable) or PQKIT_IMPL_PATH
(os.pathsep-separated). A folder is named <scheme>:<impl>; its root is shown beside it.

A folder may hold a flags file, pqkit-build.txt, of "key = value" lines (# comments):
  cflags  = -DFOO=1 -O3     extra compile flags for its sources
  host    = no              do not build it for the host (default: no for a folder with
                            assembly files or with inline assembly outside any #if in
                            its .c/.h files, yes otherwise)
  runs    = 3               speed runs per operation (default: the lab's)
  vectors = 2               deterministic records in the vectors program
  kat     = 1               NIST KAT records hashed on the target (1 or 100)
  stack   = 262144          bytes of stack its code needs on a target (default: the
                            platform's); the programs are linked with that stack
  heap    = 65536           bytes malloc() may take on a target (default 0: no heap)
  kat_rng = shake256-domain1  the generator of its NIST KAT: nist (NIST's CTR_DRBG, the
                            default), shake256 (HQC 2025's stream) or shake256-domain1
                            (HQC 2023-04-30's, as PQClean's HQC KATs are made)
  aes     = publicinputs    every aes.h call of the folder is on public data (checked
                            by whoever writes the line): aes.h's names resolve to the
                            table AES of aes-publicinputs.h (compat/aes.h)
  tamper  = 22528           the signature byte the test's tampered-signature check flips
                            (default: the middle one): for a format with a field it fills
                            only in part and a verification that ignores the rest (CROSS
                            1.1's seed-tree path), a byte every signature's check covers
  rng_header = csprng_hash.h                        a generator of the folder's own that
  rng_seed   = initialize_csprng(&state, seed, len) its randombytes() draws from instead
                            of randombytes.h's: the header declaring it and a C expression
                            seeding it from seed/len; the lab reseeds it from the lab's
                            stream before each keypair, encapsulation and signature
                            (compat/ext_rng.c)
The lab writes the folders it builds into each build tree (external.cmake), which
cmake/PqkitExternal.cmake turns into libraries and harness programs."""
from __future__ import annotations

import functools
import hashlib
import os
import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from pqkit import platforms

FLAGS_FILE = "pqkit-build.txt"
KINDS = {"crypto_kem": "kem", "crypto_sign": "sig"}
ASM = (".S", ".s")
# Implementations for other CPUs (PQClean's): not built anywhere by the lab.
OTHER_CPU = ("avx2", "aarch64", "neon", "avx512")
COUNT_KEYS = {"runs": "runs", "vectors": "nvec", "kat": "nkat"}
# kat_rng in the flags file: the descriptor's KAT generator (include/pqkit/common.h)
KAT_RNGS = {"nist": "PQKIT_KAT_RNG_CTR_DRBG", "shake256": "PQKIT_KAT_RNG_SHAKE256",
            "shake256-domain1": "PQKIT_KAT_RNG_SHAKE256_D1"}

# Set by the command line (cli.py) before any build: the roots searched.
ROOTS: list = []


def set_roots(cli_paths: list) -> None:
    env = [p for p in os.environ.get("PQKIT_IMPL_PATH", "").split(os.pathsep) if p]
    ROOTS[:] = [Path(p).resolve() for p in [*cli_paths, *env]]


def tree_tag() -> str:
    """The build trees' suffix for this set of roots ("" without any)."""
    if not ROOTS:
        return ""
    return "ext-" + hashlib.sha256(os.pathsep.join(map(str, ROOTS)).encode()).hexdigest()[:8]


@dataclass
class Folder:
    kind: str          # kem or sig
    scheme: str
    impl: str
    dir: Path
    root: Path
    ns: str            # prefix of the api.h names ("" for pqm4's plain ones)
    detached: bool     # api.h declares crypto_sign_signature / crypto_sign_verify
    sources: list
    flags: dict = field(default_factory=dict)

    @property
    def label(self) -> str:
        return f"{self.scheme}:{self.impl}"

    @property
    def ident(self) -> str:
        """The C identifier of its descriptor and targets: readable and unique per folder."""
        tag = hashlib.sha256(str(self.dir).encode()).hexdigest()[:6]
        return "x" + tag + "_" + re.sub(r"[^A-Za-z0-9]", "_", self.scheme)

    @property
    def has_asm(self) -> bool:
        return any(s.suffix in ASM for s in self.sources) or any(
            _unguarded_inline_asm(str(p), p.stat().st_mtime_ns)
            for p in sorted(self.dir.glob("*.[ch]")))

    def builds_on(self, platform: str) -> Optional[str]:
        """None if the folder is built for platform, else why not."""
        if self.impl in OTHER_CPU:
            return f"not applicable: {self.impl} code"
        if platform == "host":
            want = self.flags.get("host", "no" if self.has_asm else "yes")
            if want != "yes":
                return ("not applicable: Cortex-M assembly" if self.has_asm
                        else f"not applicable: host = {want} in {FLAGS_FILE}")
            return None
        # A stack and heap larger than the part's RAM would only show as a link error.
        need = _size(self.flags.get("stack")) + _size(self.flags.get("heap"))
        has = platforms.get(platform)["ram"]["length"]
        if need > has:
            return (f"does not fit: needs {need:,} bytes of RAM, has {has:,} "
                    f"(stack + heap in {FLAGS_FILE})")
        return None


# An asm statement with a non-empty template (an empty one is a portable value barrier).
_INLINE_ASM = re.compile(r"\b(?:__asm__|__asm|asm)\s*(?:volatile|__volatile__)?\s*\(\s*\"[^\"]")
_COND = re.compile(r"\s*#\s*(if|ifdef|ifndef|endif)\b\s*(\w*)")


@functools.lru_cache(maxsize=None)
def _unguarded_inline_asm(path: str, mtime_ns: int) -> bool:
    """Whether a C file holds inline assembly outside any #if/#ifdef (an include guard,
    #ifndef X followed by #define X, does not count): code for one CPU only, as perk's
    m4 sort.c with its Thumb-2 minmax macros, which the host compiler cannot assemble.
    Inline assembly under an #if is the portable code's choice per CPU. Cached by path
    and modification time: the lab asks for every folder many times a run."""
    try:
        text = Path(path).read_text(errors="replace")
    except OSError:
        return False
    if "asm" not in text:
        return False
    # logical lines: a macro's continuation lines joined
    lines = text.replace("\\\n", " ").splitlines()
    depth = 0
    for i, line in enumerate(lines):
        m = _COND.match(line)
        if m:
            if m.group(1) == "endif":
                depth = max(0, depth - 1)
            elif not (m.group(1) == "ifndef" and i + 1 < len(lines) and
                      re.match(rf"\s*#\s*define\s+{re.escape(m.group(2))}\b", lines[i + 1])):
                depth += 1
        elif depth == 0 and _INLINE_ASM.search(line + " " + (lines[i + 1] if i + 1 < len(lines) else "")):
            return True
    return False


def read_flags(folder: Path) -> dict:
    f = folder / FLAGS_FILE
    out = {}
    if f.exists():
        for line in f.read_text().splitlines():
            line = line.split("#", 1)[0].strip()
            if "=" in line:
                k, v = line.split("=", 1)
                out[k.strip()] = v.strip()
    return out


def _folder(api: Path, root: Path) -> Optional[Folder]:
    d = api.parent.resolve()
    kind = KINDS.get(d.parent.parent.name)
    if kind is None:
        return None
    text = api.read_text(errors="replace")
    m = re.search(r"#\s*define\s+(\w*?)CRYPTO_SECRETKEYBYTES\b", text)
    ns = m.group(1) if m else ""
    detached = re.search(rf"\b{re.escape(ns)}crypto_sign_signature\s*\(", text) is not None
    sources = sorted(p for p in d.iterdir() if p.is_file() and p.suffix in (".c", *ASM))
    return Folder(kind, d.parent.name, d.name, d, root, ns, detached, sources, read_flags(d))


def discover(roots: Optional[list] = None) -> list:
    """Every folder under the roots, in a stable order (root, kind, scheme, impl)."""
    found, seen = [], set()
    for root in (ROOTS if roots is None else roots):
        for pattern in ("crypto_*/*/*/api.h", "*/crypto_*/*/*/api.h", "*/*/crypto_*/*/*/api.h"):
            for api in sorted(root.glob(pattern)):
                d = api.parent.resolve()
                if d in seen:
                    continue
                f = _folder(api, root)
                if f is not None:
                    seen.add(d)
                    found.append(f)
    return found


def by_dir() -> dict:
    return {str(f.dir): f for f in discover()}


def _cmake_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$") + '"'


def _size(v: Optional[str]) -> int:
    """A byte count from the flags file ("262144", "256K", "2M"); 0 (the default) when
    absent or unreadable, so that one folder's typo does not stop the others' builds."""
    if not v:
        return 0
    m = re.fullmatch(r"(\d+)\s*([KkMm]?)(?:i?B)?", v.strip())
    if m is None:
        return 0
    return int(m.group(1)) << {"": 0, "k": 10, "m": 20}[m.group(2).lower()]


def write_cmake(bdir: Path, platform: str) -> Optional[Path]:
    """The folders built for platform as CMake variables (cmake/PqkitExternal.cmake);
    None when there are none. Rewritten only when it changes."""
    folders = [f for f in discover() if f.builds_on(platform) is None]
    if not folders:
        return None
    lines = ["# written by the lab (python/pqkit/external.py); do not edit",
             "set(PQKIT_EXT_IDS " + " ".join(f.ident for f in folders) + ")"]
    for f in folders:
        v = f"PQKIT_EXT_{f.ident}_"
        cflags = shlex.split(f.flags.get("cflags", ""))
        if f.flags.get("aes") == "publicinputs":
            cflags.append("-DPQKIT_COMPAT_AES_PUBLICINPUTS")
        if f.flags.get("kat_rng") in KAT_RNGS:
            cflags.append(f"-DPQKIT_EXT_KAT_RNG={KAT_RNGS[f.flags['kat_rng']]}")
        cflags = ";".join(cflags)
        counts = ";".join(f"{COUNT_KEYS[k]}={int(f.flags[k])}" for k in COUNT_KEYS if k in f.flags)
        lines += [f"set({v}KIND {f.kind})", f"set({v}NAME {_cmake_str(f.scheme)})",
                  f"set({v}IMPL {_cmake_str(f.impl)})", f"set({v}DIR {_cmake_str(str(f.dir))})",
                  f"set({v}ROOT {_cmake_str(str(f.root))})", f"set({v}NS {_cmake_str(f.ns)})",
                  f"set({v}DETACHED {int(f.detached)})", f"set({v}CFLAGS {_cmake_str(cflags)})",
                  f"set({v}COUNTS {_cmake_str(counts)})",
                  f"set({v}STACK {_size(f.flags.get('stack'))})",
                  f"set({v}HEAP {_size(f.flags.get('heap'))})",
                  f"set({v}TAMPER {_size(f.flags.get('tamper'))})",
                  f"set({v}RNG_HEADER {_cmake_str(f.flags.get('rng_header', ''))})",
                  f"set({v}RNG_SEED {_cmake_str(f.flags.get('rng_seed', ''))})",
                  f"set({v}SOURCES " + " ".join(_cmake_str(str(s)) for s in f.sources) + ")"]
    out = bdir / "external.cmake"
    text = "\n".join(lines) + "\n"
    if not out.exists() or out.read_text() != text:
        out.write_text(text)
    return out


def oracle_dir(entry: dict) -> Optional[str]:
    """The folder whose host build is the reference for an external entry: the folder
    itself, or for one with assembly a portable folder of the same scheme (the same root
    first; "ref", "clean", "opt" preferred)."""
    folders = discover()
    me = next((f for f in folders if str(f.dir) == entry["dir"]), None)
    if me is None:
        return None
    if me.builds_on("host") is None:
        return str(me.dir)
    rank = {"ref": 0, "clean": 1, "opt": 2}
    twins = [f for f in folders if f.scheme == me.scheme and f.kind == me.kind
             and f.builds_on("host") is None]
    twins.sort(key=lambda f: (f.root != me.root, rank.get(f.impl, 3), f.impl))
    return str(twins[0].dir) if twins else None


def classify_build_error(message: str) -> str:
    """One line from a failed build's log tail: compile or link error and its first
    error message."""
    lines = message.splitlines()
    err = next((ln.strip() for ln in lines if "error:" in ln or "undefined reference" in ln),
               lines[-1] if lines else "")
    what = "link error" if ("undefined reference" in message or "ld returned" in message
                            or "multiple definition" in message) else "compile error"
    return f"{what}: {err[:300]}"
