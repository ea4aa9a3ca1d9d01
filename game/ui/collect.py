"""When the cyclic garbage collector runs: its full passes only at safe points, never inside
an opponent's thinking slice.

Python starts a collection wherever allocations cross a threshold, and an AI's search
allocates a lot, so left alone the full pass (the oldest generation: every object made
since the heap was frozen, game/ui/preload.py) lands in the middle of a slice the task
runner sized for a few ms, and on WebAssembly it costs several times more. `install` keeps
the cheap young-generation passes automatic (they walk only what was made since the last
one) and takes the full pass out of the automatic schedule; `safe_point`, called where
nothing is being timed (an opponent's decision just came in, the next one has not started
thinking), runs it once as many young passes have gone by as would have started it. The app's idle
frames are safe points too (nothing moves and nothing is drawn: on WebAssembly a full pass
takes 10-13 ms, a frame's worth, which a still screen does not show).
"""

from __future__ import annotations

import gc

#: Allocations (less frees) of tracked objects between young passes, and young passes
#: between middle ones: CPython's defaults.
YOUNG = 700
MIDDLE = 10
#: Middle passes since the last full one that make a full pass due (CPython's automatic
#: threshold, here checked at safe points only).
FULL_AFTER = 10
#: The oldest generation's automatic threshold once installed: ten times CPython's, a
#: backstop for a process that reaches no safe point for long (a test run, a long idle),
#: never reached inside a decision (its searches free nearly all they make at once).
BACKSTOP = 10 * FULL_AFTER


def install() -> None:
    """Young passes as before; the full pass waits for `safe_point`."""
    gc.set_threshold(YOUNG, MIDDLE, BACKSTOP)


def installed() -> bool:
    return gc.get_threshold() == (YOUNG, MIDDLE, BACKSTOP)


def full_pass_due() -> bool:
    """As many middle passes since the last full one as the automatic schedule allows."""
    return gc.get_count()[2] >= FULL_AFTER


def safe_point() -> bool:
    """A moment that no thinking slice times: run the full pass when it is due (True then).
    Nothing happens unless the policy is installed: the automatic schedule has it."""
    if not installed() or not full_pass_due():
        return False
    gc.collect()
    return True
