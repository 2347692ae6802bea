"""The presentation pack ``sanctuary-light``: Sanctuary's own, whose texts
draw only what the light variant plays (its view says which parts are)."""

from .sanctuary import PACK

__all__ = ["PACK"]
