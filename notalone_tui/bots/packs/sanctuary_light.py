"""The standard bot's judgement of Sanctuary's light variant: the pack
``sanctuary-light``.

The light variant plays Sanctuary's cards without the Sanctuary token and the
Defense track; the Sanctuary judgement (:mod:`.sanctuary`) already tells the
two apart (its pieces that need the token read the full game's view, and judge
nothing without it), so this pack is that one.
"""

from __future__ import annotations

from .sanctuary import PACK, REASONS

__all__ = ["PACK", "REASONS"]
