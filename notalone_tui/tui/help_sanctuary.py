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
from functools import cache

from notalone_tui.engine import BASE, RuleSet, get_ruleset
from notalone_tui.engine.rulesets.sanctuary import OPTION as SANCTUARY_LIGHT
from notalone_tui.engine.rulesets.sanctuary import RULESET_ID as SANCTUARY
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
from notalone_tui.engine.rulesets.sheets import designed
from notalone_tui.i18n.current import (
    N_,
    _,
    language,
    name_of,
    ngettext,
    render,
    table_text,
    text_of,
)
from notalone_tui.i18n.numbers import roman

from .help_cards import PLACE, RULE, CardInfo, all_cards, phase_words
from .sanctuary import BONUS_MARKS, NOT_YET, SANCTUARY_MARK, SURVIVOR_MARK

#: What the entries are found by, besides their own words (the label is also
#: found in the current language, see :func:`found_by`).
FOUND = f"sanctuary {DESIGNED}"
#: The kinds of entry the section adds (its places, Hunt and Survival cards are
#: "Place", "Hunt" and "Survival" as elsewhere), in English (shown translated).
# TRANSLATORS: the kind of an entry of the help's card reference: a bonus space
# of Sanctuary's Defense track.
BONUS = N_("Defense bonus")
# TRANSLATORS: the kind of an entry of the help's card reference: a Survivor card.
SURVIVOR = N_("Survivor")
# TRANSLATORS: the kind of an entry of the help's card reference: an Avatar card.
AVATAR = N_("Avatar")
# TRANSLATORS: the kind of an entry of the help's card reference: an Evolution card.
EVOLUTION = N_("Evolution")
#: Where the Survivors' abilities are kept (their texts are translated by key).
ABILITIES_TABLE = "notalone_tui.engine.rulesets.sanctuary.cards.ABILITIES"


def designed_label() -> str:
    """"Designed for this edition", every Sanctuary entry's label, as shown."""
    return render(designed())


def found_by() -> str:
    """What the entries are found by: "sanctuary" and their label, in English
    and in the current language."""
    label = designed_label()
    return FOUND if label == DESIGNED else f"{FOUND} {label}"


def is_sanctuary(rules: RuleSet) -> bool:
    """Whether a rule set plays Sanctuary, whole or its light variant."""
    return rules.id.split("+", 1)[0] == SANCTUARY or SANCTUARY_LIGHT in rules.id.split("+")


def or_list(words: list[str]) -> str:
    """"2, 3 or 4" in the current language."""
    if len(words) == 1:
        return words[0]
    # TRANSLATORS: the end of a list of choices, as in "2, 3 or 4" ({items} is
    # "2, 3", {last} is "4").
    return _("{items} or {last}").format(items=", ".join(words[:-1]), last=words[-1])


def and_list(words: list[str]) -> str:
    """"Ilse Moreau and Rafael Quint" in the current language."""
    if len(words) == 1:
        return words[0]
    # TRANSLATORS: the end of a list, as in "Ilse Moreau and Rafael Quint"
    # ({items}: every name but the last, comma-separated).
    return _("{items} and {last}").format(items=", ".join(words[:-1]), last=words[-1])


def _by_count(counts: dict[int, int]) -> str:
    """"1 with 1-2 Hunted, 2 with 3-4, 3 with 5-6" from a table by number of Hunted."""
    runs: list[list[int]] = []
    for hunted, n in sorted(counts.items()):
        if runs and runs[-1][2] == n:
            runs[-1][1] = hunted
        else:
            runs.append([hunted, hunted, n])
    parts = []
    for i, (a, b, n) in enumerate(runs):
        if i == 0:  # the first names the Hunted: "1 with 1-2 Hunted"
            # TRANSLATORS: how many DNA or Evolution cards (n) by number of Hunted (a-b).
            part = (ngettext("{n} with {a}-{b} Hunted", "{n} with {a}-{b} Hunted", b) if a != b
                    # TRANSLATORS: how many DNA or Evolution cards (n) by number of Hunted (a).
                    else ngettext("{n} with {a} Hunted", "{n} with {a} Hunted", a))
        else:  # the others follow it: "2 with 3-4"
            # TRANSLATORS: after "1 with 1-2 Hunted, ": as many with a-b Hunted.
            part = _("{n} with {a}-{b}") if a != b else _("{n} with {a}")
        parts.append(part.format(n=n, a=a, b=b))
    return ", ".join(parts)


def _track_words(track: DefenseTrack) -> str:
    """"with 2, 3 or 4 players it starts on space 3, 2 or 1; Victory is space 14"."""
    players = sorted(track.start)
    return _("with {counts} players it starts on space {starts} and Victory is "
             "space {victory}").format(counts=or_list([str(p) for p in players]),
                                       starts=or_list([str(track.start[p]) for p in players]),
                                       victory=track.victory)


def _unlock_name() -> str:
    return name_of(BONUSES["sanctuary-bonus-unlock"])


def _rules() -> list[tuple[str, str, str]]:
    """The rules that are no card, with the rule set's figures."""
    starts = "; ".join(_track_words(track) for track in DEFENSE_TRACKS)
    tiers = "; ".join(
        # TRANSLATORS: the Evolutions offered in the light variant, by tier.
        _("tier {tier}: {evolutions}").format(
            tier=tier, evolutions=", ".join(name_of(EVOLUTIONS[e]) for e in offered))
        for tier, offered in sorted(VARIANT_EVOLUTIONS.items()))
    return [
        ("sa-rule-token", _("The Sanctuary token ({mark})").format(mark=SANCTUARY_MARK),
         _("It starts on a place 1-5 (a card drawn at random from a random Hunted's hand). "
           "In Phase 5 it moves one step along its route: 1, 2, 3, 4, 5, then back to 1; "
           "from the Defense bonus \"{unlock}\" on, the route runs 1 to 10. Cards "
           "that move it \"to an adjacent accessible place\" choose a place next to it on "
           "the grid that lies on its route. The grid marks its place {mark}; the "
           "board line under the grid names the place and the route.").format(
               unlock=_unlock_name(), mark=SANCTUARY_MARK)),
        ("sa-rule-rescue",
         _("Rescuing ({survivor}) and fortifying ({sanctuary})").format(
             survivor=SURVIVOR_MARK, sanctuary=SANCTUARY_MARK),
         _("In Phase 3 a Hunted whose place holds no Hunt token may, instead of the place's "
           "power or taking back a card: rescue a face-up Survivor from a place next to the "
           "Sanctuary token (its ability applies at once, then the card stays face down in "
           "front of them); or fortify on the Sanctuary token's place (the Defense counter "
           "moves 1 space; once a turn for all the Hunted), and also shelter: discard all "
           "their Survivor cards (at least 1) to move it 1 more. The options say which, "
           "marked {survivor} and {sanctuary}, the survivor's ability under a rescue.").format(
               survivor=SURVIVOR_MARK, sanctuary=SANCTUARY_MARK)),
        ("sa-rule-defense", _("The Defense track"),
         _("A third track, the Hunted's: reaching Victory wins the game at once; {starts}. "
           "Its bonus spaces ({bonus}) trigger once, the first time the "
           "counter reaches them ({triggered} once triggered); the counter never "
           "goes below its start. The Rescue counter starts on space {rescue} "
           "whatever the player count.").format(
               starts=starts, bonus=BONUS_MARKS[False], triggered=BONUS_MARKS[True],
               rescue=RESCUE_START)),
        ("sa-rule-dna", _("DNA"),
         _("{total} counters. The Creature's at setup: {at_setup}; the "
           "others form the supply. Taking DNA takes it from the supply (as many as remain); "
           "spent or discarded DNA goes back. The Creature's DNA is public.").format(
               total=DNA_TOTAL, at_setup=_by_count(DNA_AT_SETUP))),
        ("sa-rule-phase5", _("Phase 5: Evolution"),
         _("After Phase 4: a card window for both sides, the Sanctuary token moves, the "
           "Survivor row is refilled to two, then the Creature, on its private screen, "
           "evolves or nests. Evolving: it takes 1 DNA, then draws Evolution cards (1 DNA "
           "each, from the level it chooses) and develops cards from its hand (their cost "
           "in DNA), at most {developed} developed. Nesting: it discards any Hunt "
           "cards, then draws up to {nest}. A card developed works from the "
           "next turn (\"{not_yet}\" on the table). At setup the Creature draws Evolution "
           "cards, each from the level it chooses: {at_setup}. The "
           "table reads what it did once it is done.").format(
               developed=MAX_DEVELOPED, nest=phase5.NEST_HAND, not_yet=_(NOT_YET),
               at_setup=_by_count(EVOLUTIONS_AT_SETUP))),
        ("sa-rule-avatars", _("Avatars"),
         _("At setup each Hunted is dealt two Avatars, keeps one face up for the whole game "
           "and returns the other to the box unseen; its text is a permanent ability. The "
           "character sheets are offered switched off with the Avatars. The players table "
           "shows each Hunted's Avatar by its first name and the Survivor cards they hold "
           "({survivor}).").format(survivor=SURVIVOR_MARK)),
        ("sa-rule-places", _("Places and reserve"),
         _("Places 1-5 are the base game's; 6-10 are Sanctuary's. The reserve holds "
           "{monoliths} Monoliths whatever the player count.").format(
               monoliths=MONOLITHS_IN_RESERVE)),
        ("sa-rule-light", _("The light variant (base game)"),
         _("The base game with one Avatar carrying the Not Alone icon dealt face up to each "
           "Hunted, and one Evolution the Creature chooses at setup, by the number of "
           "Hunted (1-2: tier 1, 3-4: tier 2, 5-6: tier 3; {tiers}), developed for the "
           "whole game.").format(tiers=tiers)),
    ]


def sanctuary_entries(mode: RuleSet | None = None) -> tuple[CardInfo, ...]:
    """Sanctuary as the reference lists it: places 6-10, the rules, the Defense
    bonuses, the Survivors by ability, the Avatars, the Evolutions, the Hunt and
    Survival cards it adds to the base game's, then the base cards it reads
    differently (the Lair, Interference, the Gate). In the current language."""
    mode = mode or get_ruleset(SANCTUARY)
    cards = all_cards(mode)
    base = {card.id: card for card in all_cards(BASE)}
    places = [card for card in cards if card.kind == PLACE and card.id not in base]
    added = [card for card in cards if card.kind != PLACE and card.id not in base]
    read_here = _("read in Sanctuary")
    readings = [replace(card, note=f"{card.note} · {read_here}" if card.note else read_here)
                for card in cards if card.id in base and card.text != base[card.id].text]
    rules = [CardInfo(id_, RULE, name, text) for id_, name, text in _rules()]
    bonuses = []
    for bonus in BONUSES.values():
        where = ", ".join(
            # TRANSLATORS: where a Defense bonus lies: a space on one side of the track.
            _("space {space} on the side for {first}-{last} players").format(
                space=space, first=min(track.players), last=max(track.players))
            for track in DEFENSE_TRACKS
            for space, found in track.bonuses.items() if found == bonus.id)
        bonuses.append(CardInfo(bonus.id, BONUS, name_of(bonus), text_of(bonus), note=where))
    survivors = []
    for ability, text in ABILITIES.items():
        names = [name_of(s) for s in SURVIVORS.values() if s.ability == ability]
        survivors.append(CardInfo(f"sanctuary-ability-{ability}", SURVIVOR,
                                  and_list(names), table_text(ABILITIES_TABLE, ability, text),
                                  phase=_("applied when rescued")))
    avatars = [CardInfo(a.id, AVATAR, name_of(a), text_of(a), phase=phase_words(a.phase),
                        symbol=_("Not Alone icon (light variant)") if a.not_alone else "")
               for a in AVATARS.values()]
    evolutions = [CardInfo(e.id, EVOLUTION, name_of(e), text_of(e), phase=phase_words(e.phase),
                           symbol=(_("level {level}, {cost} DNA, Not Alone icon") if e.not_alone
                                   else _("level {level}, {cost} DNA")).format(
                                       level=roman(e.level), cost=e.cost))
                  for e in sorted(EVOLUTIONS.values(), key=lambda e: (e.level, e.cost, e.name))]
    entries = (*places, *rules, *bonuses, *survivors, *avatars, *evolutions, *added,
               *readings)
    label, found = designed_label(), found_by()
    return tuple(replace(entry, note=f"{entry.note} · {label}" if entry.note else label,
                         keywords=f"{entry.keywords} {found}".strip())
                 for entry in entries)


@cache
def _entries(lang: str) -> tuple[CardInfo, ...]:
    return sanctuary_entries()


def sanctuary_reference() -> tuple[CardInfo, ...]:
    """The Sanctuary entries (the same in every game), in the current language."""
    return _entries(language())


def __getattr__(name: str) -> tuple[CardInfo, ...]:
    """``SANCTUARY_ENTRIES``: the entries in the current language, built when
    first asked for (never at import: no language is chosen then)."""
    if name == "SANCTUARY_ENTRIES":
        return sanctuary_reference()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
