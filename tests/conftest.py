"""Shared fixtures: the built library and the third-party vectors.

The library is found in $PQKIT_BUILD_DIR (default: build/host, as built by
`./pqkit check`). Vectors come from $PQKIT_VECTORS or ../shared/vectors; when
neither exists the suite fails and says which upstream sets to fetch.
"""
import ctypes
from pathlib import Path

import pytest

from pqkit_testlib import VECTOR_SOURCES, CaseCounter, build_dir, vectors_root


@pytest.fixture(scope="session")
def vectors() -> Path:
    path = vectors_root()
    if not path.is_dir():
        pytest.fail(VECTOR_SOURCES, pytrace=False)
    return path


@pytest.fixture(scope="session")
def lib() -> ctypes.CDLL:
    path = build_dir() / "libpqkit.so"
    if not path.exists():
        pytest.fail(f"{path} not built: run ./pqkit check (or cmake --build {build_dir()})",
                    pytrace=False)
    return ctypes.CDLL(str(path))


@pytest.fixture
def cases(request):
    return CaseCounter(request.node)


def pytest_terminal_summary(terminalreporter):
    """How many third-party vector cases each test ran (also under pytest-xdist, where
    the counts come back with the workers' reports)."""
    counts = []
    for report in terminalreporter.stats.get("passed", []):
        for key, value in getattr(report, "user_properties", []):
            if key == "vector_cases" and report.when == "call":
                counts.append((report.nodeid, value))
    if counts:
        terminalreporter.section("vector cases run")
        for nodeid, value in sorted(counts):
            terminalreporter.write_line(f"{value:>8}  {nodeid}")
        terminalreporter.write_line(f"{sum(v for _, v in counts):>8}  in {len(counts)} tests")
