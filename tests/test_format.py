"""C sources follow .clang-format (clang-format 14, as in Debian bookworm)."""
import shutil
import subprocess

import pytest

from pqkit_testlib import ROOT


def test_clang_format_clean():
    tool = shutil.which("clang-format")
    if tool is None:
        pytest.fail("clang-format is not installed (./pqkit installs Debian's clang-format)",
                    pytrace=False)
    files = subprocess.run(["git", "-C", str(ROOT), "ls-files", "*.c", "*.h"], capture_output=True,
                           text=True, check=True).stdout.split()
    assert files, "no C sources found"
    result = subprocess.run([tool, "--dry-run", "--Werror", *files], cwd=ROOT, capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stderr[-4000:]
