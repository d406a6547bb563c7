# SPDX-License-Identifier: GPL-2.0-or-later
"""Fixtures of the ctcheck tests: a scratch directory and the plugin built into it."""
import pytest

from ctcheck_harness import build_plugin


@pytest.fixture(scope="session")
def work(tmp_path_factory):
    return tmp_path_factory.mktemp("ctcheck")


@pytest.fixture(scope="session")
def plugin(work):
    return build_plugin(work)
