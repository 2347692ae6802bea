"""The base game's decision kinds: what each of its decisions is about.

They belong to the base game, not to the engine core: a :class:`.Decision`'s
``kind`` is any string a rule set names, and the rule sets built on the base
game (Frozen Lands, Sanctuary) ask these too.
"""

from __future__ import annotations

from enum import StrEnum


class Kind(StrEnum):
    """What a decision is about."""

    CREATURE_WINDOW = "creature_window"
    EXPLORE = "explore"
    RESIST_PICK = "resist_pick"
    SIXTH_SENSE_PICK = "sixth_sense_pick"
    SACRIFICE_DISCARD = "sacrifice_discard"
    FORCE_FIELD = "force_field"
    HUNT = "hunt"
    ANTICIPATION = "anticipation"
    ASCENDANCY_TARGET = "ascendancy_target"
    ASCENDANCY_DISCARD = "ascendancy_discard"
    FORBIDDEN_ZONE = "forbidden_zone"
    PHOBIA_TARGET = "phobia_target"
    PHOBIA_HIDE = "phobia_hide"
    CARD_WINDOW = "card_window"
    CARD_PICK = "card_pick"
    CONFLICT_ORDER = "conflict_order"
    VORTEX = "vortex"
    RIVER = "river"
    CATACLYSM = "cataclysm"
    DETOUR = "detour"
    WRONG_TRACK = "wrong_track"
    HOLOGRAM = "hologram"
    ARTEFACT_ORDER = "artefact_order"
    RESOLVE = "resolve"
    SHELTER_KEEP = "shelter_keep"
    SCREAM = "scream"
    TOXIN = "toxin"
    ARTEMIA_DISCARD = "artemia_discard"
    DOUBLE_BACK = "double_back"
