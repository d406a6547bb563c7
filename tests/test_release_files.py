# SPDX-License-Identifier: Apache-2.0 OR MIT
"""What a release carries besides the code: the licence texts every package points to, one
version everywhere (`./pqkit --version` reads it from CMakeLists.txt) and a changelog entry
for it."""
import re
import subprocess
import tomllib

from pqkit_testlib import ROOT

CRATES = ["pqkit-sys", "pqkit", "pqkit-rustls"]


def cmake_version():
    return re.search(r"^project\(pqkit\s+VERSION\s+(\S+)", (ROOT / "CMakeLists.txt").read_text(),
                     re.M).group(1)


def test_version_command():
    done = subprocess.run([str(ROOT / "pqkit"), "--version"], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"pqkit {cmake_version()}"


def test_one_version_everywhere():
    workspace = tomllib.loads((ROOT / "bindings" / "rust" / "Cargo.toml").read_text())
    lab = tomllib.loads((ROOT / "python" / "pyproject.toml").read_text())
    assert workspace["workspace"]["package"]["version"] == cmake_version()
    assert lab["project"]["version"] == cmake_version()


def test_changelog_has_this_version():
    text = (ROOT / "CHANGELOG.md").read_text()
    assert re.search(rf"^## {re.escape(cmake_version())}\b", text, re.M), "no entry for this version"


def test_licence_texts():
    apache = (ROOT / "LICENSE-APACHE").read_text()
    mit = (ROOT / "LICENSE-MIT").read_text()
    assert "Apache License" in apache and "Version 2.0, January 2004" in apache
    assert "END OF TERMS AND CONDITIONS" in apache
    assert mit.startswith("MIT License") and "Copyright (c) The pqkit authors" in mit
    assert "Apache-2.0 OR MIT" in (ROOT / "README.md").read_text()


def test_every_crate_declares_the_licence():
    workspace = tomllib.loads((ROOT / "bindings" / "rust" / "Cargo.toml").read_text())
    assert workspace["workspace"]["package"]["license"] == "Apache-2.0 OR MIT"
    for crate in CRATES:
        package = tomllib.loads((ROOT / "bindings" / "rust" / crate / "Cargo.toml").read_text())["package"]
        assert package["license"] == {"workspace": True}, crate
        # the texts themselves go into the package (checked on the .crate by ./pqkit check)
        assert (ROOT / "bindings" / "rust" / crate / "LICENSE-APACHE").exists(), crate
        assert (ROOT / "bindings" / "rust" / crate / "LICENSE-MIT").exists(), crate
