"""The printed facts of the Frozen Lands places and Contamination tokens.

Designed for this edition (``shared/reference/cards-designed.md`` section 2):
no public source gives the official cards. Texts are this program's own short
wording of the designed effects; :mod:`.places` adds the powers.
"""

from __future__ import annotations

from ..base.cards import PlaceCard

#: Shown wherever the mode's cards are described (the designs are not official text).
DESIGNED = "Designed for this edition"

PLACES: dict[int, PlaceCard] = {
    p.number: p
    for p in (
        PlaceCard(1, "fl-place-01-ice-cave", "The Ice Cave",
                  "Either a Hunted of your choice takes back up to 3 discarded Place cards, or "
                  "use the power of the place holding the Creature token. Caught here by the "
                  "Creature token, you also take a Contamination token.", True),
        PlaceCard(2, "fl-place-02-taiga", "The Taiga",
                  "This card goes back to your hand in Phase 4; then another Hunted takes back "
                  "1 discarded Place card of their choice.", True),
        PlaceCard(3, "fl-place-03-glacier", "The Glacier",
                  "Choose a Hunted: next turn they lay 2 Place cards and, after the Hunt "
                  "tokens are placed, reveal the one they choose.", True,
                  alternatives_always=True),
        PlaceCard(4, "fl-place-04-hummocks", "The Hummocks",
                  "If another Hunted stands here too, the Rescue counter moves 1 space; "
                  "otherwise another Hunted takes back 1 discarded Place card.", True,
                  max_once_per_turn=True),
        PlaceCard(5, "fl-place-05-snowcat", "The Snowcat",
                  "A Hunted of your choice takes from the reserve a Place card they do not "
                  "own yet.", True),
        PlaceCard(6, "fl-place-06-crevasse", "The Crevasse",
                  "This card goes back to your hand in Phase 4; take back 1 discarded Place "
                  "card, and another Hunted takes back 1 of theirs.", False),
        PlaceCard(7, "fl-place-07-base-camp", "The Base Camp",
                  "Draw 2 Survival cards: keep 1 and give the other to another Hunted.", False,
                  alternatives_always=True),
        PlaceCard(8, "fl-place-08-capsule", "The Capsule",
                  "Another Hunted may discard a Contamination token; then you may move the "
                  "Rescue counter 1 space (onto Victory, the Hunted lose).", False,
                  max_once_per_turn=True),
        PlaceCard(9, "fl-place-09-hot-spring", "The Hot Spring",
                  "Either up to 2 Hunted each regain 1 Will, or you and another Hunted each "
                  "draw 1 Survival card.", False),
        PlaceCard(10, "fl-place-10-aurora", "The Aurora",
                  "Another Hunted who used their place's power this turn uses it once more. "
                  "Never copied; with nobody to repeat, take back a card or discard a token "
                  "instead.", False, copyable=False, alternatives_always=True),
    )
}

#: The two faces of a Contamination token, and how many of each the box holds.
INFECTED = "fl-contamination-token-infected"
BLANK = "fl-contamination-token-blank"
TOKEN_FACES: dict[str, int] = {INFECTED: 5, BLANK: 9}
TOKEN_COUNT = sum(TOKEN_FACES.values())
