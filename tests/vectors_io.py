"""Readers for the third-party vector formats (NIST CAVP .rsp, ACVP gzip JSON)."""
import gzip
import json
from pathlib import Path


def read_rsp(path: Path):
    """Yield (section headers, record) from a CAVP .rsp file.

    A record is a dict of the `key = value` lines between blank lines; headers are the
    `[key = value]` lines in force for it. Keys without '=' in brackets map to ''."""
    headers, record = {}, {}
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            if record:
                yield dict(headers), record
                record = {}
            continue
        if line.startswith("[") and line.endswith("]"):
            if record:
                yield dict(headers), record
                record = {}
            key, _, value = line[1:-1].partition("=")
            headers[key.strip()] = value.strip()
            continue
        key, _, value = line.partition("=")
        record[key.strip()] = value.strip()
    if record:
        yield dict(headers), record


def read_acvp(directory: Path):
    """Return (prompt, expected) of an ACVP vector set; expected maps tcId -> test dict
    (with its group's fields under '_group')."""
    prompt = json.load(gzip.open(directory / "prompt.json.gz"))
    expected = json.load(gzip.open(directory / "expectedResults.json.gz"))
    answers = {}
    for group in expected["testGroups"]:
        for test in group["tests"]:
            answers[str(test["tcId"])] = test
    return prompt, answers
