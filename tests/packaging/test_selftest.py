"""``rummy-desktop --self-test``: it fails, with the reason, when something is missing or the
app raises, and (run from source in its own process) it passes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTimer

from rummy_desktop import selftest

ROOT = Path(__file__).resolve().parents[2]


def test_self_test_passes_from_source_with_qts_own_options():
    result = subprocess.run([sys.executable, "-m", "rummy_desktop", "--self-test", "-platform", "offscreen",
                             "-style", "Fusion"], cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "the main window is shown (offscreen, style fusion)" in result.stdout   # the options reached Qt
    assert "computer moves: manipulation 6, gin 6, oklahoma 6, hollywood 6" in result.stdout
    assert result.stdout.endswith("self-test passed\n")


def test_a_missing_asset_fails_with_the_reason(qapp, monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(selftest, "assets_dir", lambda: tmp_path)
    monkeypatch.setattr(selftest, "CHECKS", (selftest.check_assets,))
    assert selftest.run_self_test([]) == 1
    assert f"self-test failed: no card art (*.svg) in {tmp_path / 'cards'}" in capsys.readouterr().err


@pytest.mark.qt_no_exception_capture  # the self-test's own hook must see it, not pytest-qt's
def test_an_exception_in_a_slot_fails_the_check_it_happened_in(qapp, monkeypatch, capsys):
    def check_with_a_broken_slot() -> str:
        def broken() -> None:
            raise LookupError("no such card")

        QTimer.singleShot(0, broken)
        QCoreApplication.processEvents()
        return "looked fine"

    monkeypatch.setattr(selftest, "CHECKS", (check_with_a_broken_slot,))
    assert selftest.run_self_test([]) == 1
    output = capsys.readouterr()
    assert "ok: looked fine" not in output.out
    assert "the app raised LookupError: no such card (test_selftest.py:" in output.err
    assert "(check_with_a_broken_slot)" in output.err


@pytest.mark.parametrize("missing", ["he", "mr"])
def test_missing_collation_data_fails(qapp, monkeypatch, missing):
    samples = dict(selftest.COLLATION_SAMPLES)
    first, second = samples[missing]
    samples[missing] = (second, first)  # as the root order (data missing) would sort them
    monkeypatch.setattr(selftest, "COLLATION_SAMPLES", samples)
    with pytest.raises(selftest.SelfTestFailure, match=f"no collation data \\(ICU\\) for {missing}$"):
        selftest.check_collation()


def test_assets_and_collation_pass_from_source(qapp):
    assert str(ROOT / "assets") in selftest.check_assets()
    assert selftest.check_collation() == "collation data for en, he, mk, mr, sq"
