"""Sanctuary's light variant in the help: the Sanctuary section, as a Sanctuary
game lists it (first), since the variant plays Avatars and Evolutions."""

from __future__ import annotations

from .sanctuary import SECTIONS

__all__ = ["SECTIONS"]
