"""Sanctuary in the help's card reference: its places 6-10, the rules that are
no card (the Sanctuary token, rescuing and fortifying, the Defense track, DNA,
Phase 5, Avatars, the light variant), the Defense bonuses, the Survivors' 9
abilities, the 12 Avatars, the 30 Evolutions, its Hunt and Survival cards, and
the base cards read differently there.

Every name, text and number is read from the rule set and ``sanctuary/cards.py``
(cards added there appear here unchanged); the rules' entries are this
program's own summary around those figures. Each entry is labelled "Designed
for this edition" and found by searching "sanctuary".
"""

from __future__ import annotations

from dataclasses import replace

from notalone_tui.engine import BASE, RuleSet, get_ruleset
from notalone_tui.engine.config import SANCTUARY, SANCTUARY_LIGHT
from notalone_tui.engine.rulesets.sanctuary import phase5
from notalone_tui.engine.rulesets.sanctuary.cards import (
    ABILITIES,
    AVATARS,
    BONUSES,
    DEFENSE_TRACKS,
    DESIGNED,
    DNA_AT_SETUP,
    DNA_TOTAL,
    EVOLUTIONS,
    EVOLUTIONS_AT_SETUP,
    MONOLITHS_IN_RESERVE,
    RESCUE_START,
    SURVIVORS,
    VARIANT_EVOLUTIONS,
    DefenseTrack,
)
from notalone_tui.engine.rulesets.sanctuary.evolutions import MAX_DEVELOPED

from .help_cards import RULE, CardInfo, all_cards
from .sanctuary import BONUS_MARKS, LEVELS, NOT_YET, SANCTUARY_MARK, SURVIVOR_MARK

#: What the entries are found by, besides their own words.
FOUND = f"sanctuary {DESIGNED}"
#: The kinds of entry the section adds (its places, Hunt and Survival cards are
#: "Place", "Hunt" and "Survival" as elsewhere).
BONUS, SURVIVOR, AVATAR, EVOLUTION = "Defense bonus", "Survivor", "Avatar", "Evolution"


def is_sanctuary(rules: RuleSet) -> bool:
    """Whether a rule set plays Sanctuary, whole or its light variant."""
    return rules.id.split("+", 1)[0] == SANCTUARY or SANCTUARY_LIGHT in rules.id.split("+")


def _by_count(counts: dict[int, int]) -> str:
    """"1 with 1-2 Hunted, 2 with 3-4, 3 with 5-6" from a table by number of Hunted."""
    runs: list[list[int]] = []
    for hunted, n in sorted(counts.items()):
        if runs and runs[-1][2] == n:
            runs[-1][1] = hunted
        else:
            runs.append([hunted, hunted, n])
    parts = [f"{n} with {a}-{b}" if a != b else f"{n} with {a}" for a, b, n in runs]
    return ", ".join([parts[0] + " Hunted", *parts[1:]])


def _track_words(track: DefenseTrack) -> str:
    """"with 2, 3 or 4 players it starts on space 3, 2 or 1; Victory is space 14"."""
    players = sorted(track.start)
    counts = ", ".join(str(p) for p in players[:-1]) + f" or {players[-1]}"
    starts = ", ".join(str(track.start[p]) for p in players[:-1]) + \
        f" or {track.start[players[-1]]}"
    return (f"with {counts} players it starts on space {starts} and Victory is "
            f"space {track.victory}")


def _unlock_name() -> str:
    return BONUSES["sanctuary-bonus-unlock"].name


def _rules() -> list[tuple[str, str, str]]:
    """The rules that are no card, with the rule set's figures."""
    starts = "; ".join(_track_words(track) for track in DEFENSE_TRACKS)
    tiers = "; ".join(
        f"tier {tier}: " + ", ".join(EVOLUTIONS[e].name for e in offered)
        for tier, offered in sorted(VARIANT_EVOLUTIONS.items()))
    return [
        ("sa-rule-token", f"The Sanctuary token ({SANCTUARY_MARK})",
         "It starts on a place 1-5 (a card drawn at random from a random Hunted's hand). "
         "In Phase 5 it moves one step along its route: 1, 2, 3, 4, 5, then back to 1; "
         f"from the Defense bonus \"{_unlock_name()}\" on, the route runs 1 to 10. Cards "
         "that move it \"to an adjacent accessible place\" choose a place next to it on "
         f"the grid that lies on its route. The grid marks its place {SANCTUARY_MARK}; the "
         "board line under the grid names the place and the route."),
        ("sa-rule-rescue", f"Rescuing ({SURVIVOR_MARK}) and fortifying ({SANCTUARY_MARK})",
         "In Phase 3 a Hunted whose place holds no Hunt token may, instead of the place's "
         "power or taking back a card: rescue a face-up Survivor from a place next to the "
         "Sanctuary token (its ability applies at once, then the card stays face down in "
         "front of them); or fortify on the Sanctuary token's place (the Defense counter "
         "moves 1 space; once a turn for all the Hunted), and also shelter: discard all "
         "their Survivor cards (at least 1) to move it 1 more. The options say which, "
         f"marked {SURVIVOR_MARK} and {SANCTUARY_MARK}, the survivor's ability under a rescue."),
        ("sa-rule-defense", "The Defense track",
         f"A third track, the Hunted's: reaching Victory wins the game at once; {starts}. "
         f"Its bonus spaces ({BONUS_MARKS[False]}) trigger once, the first time the "
         f"counter reaches them ({BONUS_MARKS[True]} once triggered); the counter never "
         f"goes below its start. The Rescue counter starts on space {RESCUE_START} "
         "whatever the player count."),
        ("sa-rule-dna", "DNA",
         f"{DNA_TOTAL} counters. The Creature's at setup: {_by_count(DNA_AT_SETUP)}; the "
         "others form the supply. Taking DNA takes it from the supply (as many as remain); "
         "spent or discarded DNA goes back. The Creature's DNA is public."),
        ("sa-rule-phase5", "Phase 5: Evolution",
         "After Phase 4: a card window for both sides, the Sanctuary token moves, the "
         "Survivor row is refilled to two, then the Creature, on its private screen, "
         "evolves or nests. Evolving: it takes 1 DNA, then draws Evolution cards (1 DNA "
         "each, from the level it chooses) and develops cards from its hand (their cost "
         f"in DNA), at most {MAX_DEVELOPED} developed. Nesting: it discards any Hunt "
         f"cards, then draws up to {phase5.NEST_HAND}. A card developed works from the "
         f"next turn (\"{NOT_YET}\" on the table). At setup the Creature draws Evolution "
         f"cards, each from the level it chooses: {_by_count(EVOLUTIONS_AT_SETUP)}. The "
         "table reads what it did once it is done."),
        ("sa-rule-avatars", "Avatars",
         "At setup each Hunted is dealt two Avatars, keeps one face up for the whole game "
         "and returns the other to the box unseen; its text is a permanent ability. The "
         "character sheets are offered switched off with the Avatars. The players table "
         "shows each Hunted's Avatar by its first name and the Survivor cards they hold "
         f"({SURVIVOR_MARK})."),
        ("sa-rule-places", "Places and reserve",
         f"Places 1-5 are the base game's; 6-10 are Sanctuary's. The reserve holds "
         f"{MONOLITHS_IN_RESERVE} Monoliths whatever the player count."),
        ("sa-rule-light", "The light variant (base game)",
         "The base game with one Avatar carrying the Not Alone icon dealt face up to each "
         "Hunted, and one Evolution the Creature chooses at setup, by the number of "
         f"Hunted (1-2: tier 1, 3-4: tier 2, 5-6: tier 3; {tiers}), developed for the "
         "whole game."),
    ]


def sanctuary_entries(mode: RuleSet | None = None) -> tuple[CardInfo, ...]:
    """Sanctuary as the reference lists it: places 6-10, the rules, the Defense
    bonuses, the Survivors by ability, the Avatars, the Evolutions, the Hunt and
    Survival cards it adds to the base game's, then the base cards it reads
    differently (the Lair, Interference, the Gate)."""
    mode = mode or get_ruleset(SANCTUARY)
    cards = all_cards(mode)
    base = {card.id: card for card in all_cards(BASE)}
    places = [card for card in cards if card.kind == "Place" and card.id not in base]
    added = [card for card in cards if card.kind != "Place" and card.id not in base]
    readings = [replace(card, note=f"{card.note} · read in Sanctuary" if card.note
                        else "read in Sanctuary")
                for card in cards if card.id in base and card.text != base[card.id].text]
    rules = [CardInfo(id_, RULE, name, text) for id_, name, text in _rules()]
    bonuses = []
    for bonus in BONUSES.values():
        where = ", ".join(f"space {space} on the {track.name.removeprefix('Defense track, ')}"
                          for track in DEFENSE_TRACKS
                          for space, found in track.bonuses.items() if found == bonus.id)
        bonuses.append(CardInfo(bonus.id, BONUS, bonus.name, bonus.text, note=where))
    survivors = []
    for ability, text in ABILITIES.items():
        names = [s.name for s in SURVIVORS.values() if s.ability == ability]
        survivors.append(CardInfo(f"sanctuary-ability-{ability}", SURVIVOR,
                                  " and ".join(names), text,
                                  phase="applied when rescued"))
    avatars = [CardInfo(a.id, AVATAR, a.name, a.text, phase=f"phase {a.phase}",
                        symbol="Not Alone icon (light variant)" if a.not_alone else "")
               for a in AVATARS.values()]
    evolutions = [CardInfo(e.id, EVOLUTION, e.name, e.text, phase=f"phase {e.phase}",
                           symbol=f"level {LEVELS[e.level]}, {e.cost} DNA"
                           + (", Not Alone icon" if e.not_alone else ""))
                  for e in sorted(EVOLUTIONS.values(), key=lambda e: (e.level, e.cost, e.name))]
    entries = (*places, *rules, *bonuses, *survivors, *avatars, *evolutions, *added,
               *readings)
    return tuple(replace(entry, note=f"{entry.note} · {DESIGNED}" if entry.note else DESIGNED,
                         keywords=f"{entry.keywords} {FOUND}".strip())
                 for entry in entries)


#: The Sanctuary entries (the same in every game).
SANCTUARY_ENTRIES: tuple[CardInfo, ...] = sanctuary_entries()
