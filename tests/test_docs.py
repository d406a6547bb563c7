"""The documents say what the repository holds: every path they cite exists, nothing
cites a document that is not in the repository, and the emulator's randomness is
described as the code implements it."""
import re

from pqkit_testlib import ROOT

DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
TOP = ("include", "src", "harness", "platform", "python", "tools", "tests", "bench",
       "bindings", "cmake", "fuzz", "docs")
CITED_PATH = re.compile(r"`((?:%s)/[A-Za-z0-9_./<>*{},-]+)`" % "|".join(TOP))


def cited_paths(text):
    for m in CITED_PATH.finditer(text):
        path = m.group(1).rstrip("/.,")
        if any(c in path for c in "<>*{},"):  # a pattern, not a file
            continue
        yield path


def test_cited_paths_exist():
    missing = [f"{doc.name}: {p}" for doc in DOCS for p in cited_paths(doc.read_text())
               if not (ROOT / p).exists()]
    checked = sum(1 for doc in DOCS for _ in cited_paths(doc.read_text()))
    assert checked > 50, f"only {checked} cited paths found: the pattern no longer matches"
    assert not missing, missing


def test_no_citation_of_documents_outside_the_repository():
    sources = [p for d in ("python", "tools", "src", "harness", "tests", "platform", "cmake")
               for p in (ROOT / d).rglob("*") if p.is_file() and p.suffix in
               {".py", ".c", ".h", ".S", ".cmake", ".txt", ".md"}]
    assert len(sources) > 100
    cites = [str(p.relative_to(ROOT)) for p in sources if p.name != "test_docs.py"
             and "DESIGN.md" in p.read_text(errors="replace")]
    assert not (ROOT / "DESIGN.md").exists() and not cites, cites


def test_emulator_randomness_described_as_implemented():
    src = (ROOT / "platform" / "cortex-m" / "emulator_rng.c").read_text()
    src = re.sub(r"\s*\n\s*\*?\s*", " ", src)  # comment lines joined
    generator = re.search(r"\b(xoshiro\S+|SHAKE\d+|ChaCha\d+) stream", src)[1]
    assert "rotl(state[0] + state[3], 7) + state[0]" in src  # xoshiro128++'s output step
    assert generator == "xoshiro128++"
    lab_md = (ROOT / "docs" / "lab.md").read_text()
    report = (ROOT / "python" / "pqkit" / "report.py").read_text()
    for name, text in (("docs/lab.md", lab_md), ("report.py", report)):
        text = re.sub(r"[\s\"]+", " ", text)
        described = re.findall(r"\b(xoshiro\S+|SHAKE\d+|ChaCha\d+) stream", text)
        assert described == [generator], (name, described)
