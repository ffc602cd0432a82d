"""The memory a finished game freed goes back to the system (glibc's malloc_trim)."""

from __future__ import annotations

from rummy_desktop.bench.memory import resident_anonymous_mb
from rummy_desktop.controller.freed_memory import give_back_freed_memory, glibc


def test_memory_freed_between_blocks_still_in_use_goes_back_to_the_system() -> None:
    """glibc gives back by itself only what is free at the top of its heap: blocks freed between blocks
    still in use stay resident until asked for (with glibc; elsewhere there is nothing to ask)."""
    if glibc() is None:
        assert give_back_freed_memory() is False
        return
    # Python's objects over 512 bytes come from malloc: 40 MB in blocks of 100 kB, every other one then
    # freed, so that what is freed lies between blocks in use rather than at the heap's top.
    blocks = [b"x" * 100_000 for _ in range(400)]
    kept = blocks[1::2]
    del blocks
    before = resident_anonymous_mb()
    assert give_back_freed_memory() is True
    after = resident_anonymous_mb()
    assert before is not None and after is not None
    assert before - after > 10, (before, after)   # 20 MB freed between blocks in use
    assert len(kept) == 200
