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
    return CaseCounter(request.node.name)
