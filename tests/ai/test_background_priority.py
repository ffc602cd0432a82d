"""A worker gives way to the window: its priority drops below the app's, and a process it starts inherits that."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from rummy_desktop.ai.background_priority import NICENESS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCRIPT = """
import os, subprocess, sys
from rummy_desktop.ai.background_priority import give_way
give_way()
child = subprocess.run([sys.executable, "-c", "import os; print(os.getpriority(os.PRIO_PROCESS, 0))"],
                       capture_output=True, text=True, check=True)
print(os.getpriority(os.PRIO_PROCESS, 0), child.stdout.strip())
"""


@pytest.mark.skipif(sys.platform == "win32", reason="Unix niceness; Windows uses the below-normal class")
def test_a_process_that_gives_way_and_its_children_run_nicer_than_the_app():
    here = os.getpriority(os.PRIO_PROCESS, 0)
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": ROOT}).stdout.split()
    assert out == [str(min(19, here + NICENESS))] * 2
