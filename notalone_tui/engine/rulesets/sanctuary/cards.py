"""The printed facts of the Sanctuary expansion: places 6-10, Survivors, Avatars,
Evolutions, the Defense track and its bonuses, and the Hunt and Survival cards.

Designed for this edition (``shared/reference/cards-designed.md`` section 3):
no public source gives the official cards. Ids and names are the designs'
(``cards-designed.json``), so official data can later replace them id by id.
Texts are this program's own short wording of the designed effects; the
behaviour modules of the rule set add the powers, keyed by id.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from ...ruleset import Card
from ..base.cards import ARTEMIA, TARGET, HuntCard, PlaceCard, SurvivalCard

#: Shown wherever the mode's cards are described (the designs are not official text).
DESIGNED = "Designed for this edition"

# -- Setup (seed steps C, G and H; ``sanctuary-rule-setup-dna-and-evolutions``) --

#: DNA counters in the box; the supply holds every one the Creature does not.
DNA_TOTAL = 10
#: by number of Hunted (1..6): DNA the Creature starts with, Evolution cards it draws at setup
DNA_AT_SETUP: dict[int, int] = {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}
EVOLUTIONS_AT_SETUP: dict[int, int] = {1: 2, 2: 2, 3: 3, 4: 3, 5: 4, 6: 4}
#: Monolith copies in the reserve whatever the number of Hunted (seed step B);
#: the other places 6-10 follow the base reserve (``base.board.reserve_copies``).
MONOLITHS_IN_RESERVE = 3
#: The Rescue counter starts on space 2 whatever the player count (seed step C).
RESCUE_START = 2

# -- Places 6-10 ------------------------------------------------------------------

PLACES: dict[int, PlaceCard] = {
    p.number: p
    for p in (
        PlaceCard(6, "sanctuary-place-06-ruins", "The Ruins",
                  "This card goes back to your hand in Phase 4. Then either take back 1 "
                  "discarded Place card, or draw the top Survivor card face down (its ability "
                  "is not applied).", False),
        PlaceCard(7, "sanctuary-place-07-caravan", "The Caravan",
                  "Draw 2 Survival cards and keep 1, discarding the other; keep both when the "
                  "Sanctuary token is on place 7 or next to it (2, 6 or 8).", False),
        PlaceCard(8, "sanctuary-place-08-ark", "The Ark",
                  "Move the Defense counter 1 space forward; you may then discard all your "
                  "Survivor cards (at least 1) to move it 1 more. Not a fortification. Max 1x/turn for "
                  "all Hunted.", False, max_once_per_turn=True),
        PlaceCard(9, "sanctuary-place-09-grove", "The Grove",
                  "Either a Hunted of your choice regains 1 Will, or the Creature loses 1 DNA "
                  "counter to the supply (that choice only once per turn for all Hunted).",
                  False),
        PlaceCard(10, "sanctuary-place-10-monolith", "The Monolith",
                  "Discard 1 of the Creature's developed Evolution cards; if you do, this card "
                  "leaves the game instead of your discard pile. Its power can never be "
                  "copied.", False, copyable=False),
    )
}

# -- Survivors ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SurvivorCard:
    """A Survivor card: who it is and which of the 9 abilities it carries."""

    id: str
    name: str
    #: The designs' ``ability_id``; its text is ``ABILITIES[ability]``.
    ability: str


#: What each Survivor ability does, applied at once when the card is rescued
#: (never when it is drawn face down).
ABILITIES: dict[str, str] = {
    "dna": "The Creature loses up to 2 DNA counters of your choice (0, 1 or 2) to the supply.",
    "will": "Regain 1 Will (not above 3).",
    "played-card": "The Place card you played this turn goes back to your hand now instead of "
                   "being discarded in Phase 4.",
    "take-back-2": "Take back up to 2 discarded Place cards.",
    "survival": "Draw a Survival card (not under Despair).",
    "no-evolution": "In this turn's Phase 5 the Creature can neither evolve nor nest.",
    "copy": "Use the power of the place holding the Creature token as if you had played it "
            "(never the Monolith; no rescuing or fortifying).",
    "reserve": "Add to your hand a Place card from the reserve, of a place you do not own yet.",
    "defense": "Move the Defense counter 1 space forward (not a fortification).",
}

SURVIVORS: dict[str, SurvivorCard] = {
    s.id: s
    for s in (
        SurvivorCard("sanctuary-survivor-ilse-moreau", "Ilse Moreau", "dna"),
        SurvivorCard("sanctuary-survivor-rafael-quint", "Rafael Quint", "dna"),
        SurvivorCard("sanctuary-survivor-amara-oduya", "Amara Oduya", "will"),
        SurvivorCard("sanctuary-survivor-piotr-sadowski", "Piotr Sadowski", "will"),
        SurvivorCard("sanctuary-survivor-lena-fairweather", "Lena Fairweather", "played-card"),
        SurvivorCard("sanctuary-survivor-jonas-ekwueme", "Jonas Ekwueme", "played-card"),
        SurvivorCard("sanctuary-survivor-hana-kovac", "Hana Kovac", "take-back-2"),
        SurvivorCard("sanctuary-survivor-samir-haddad", "Samir Haddad", "take-back-2"),
        SurvivorCard("sanctuary-survivor-noor-petrossian", "Noor Petrossian", "survival"),
        SurvivorCard("sanctuary-survivor-callum-reyes", "Callum Reyes", "survival"),
        SurvivorCard("sanctuary-survivor-beatriz-ulloa", "Beatriz Ulloa", "no-evolution"),
        SurvivorCard("sanctuary-survivor-tobias-wren", "Tobias Wren", "no-evolution"),
        SurvivorCard("sanctuary-survivor-yusuf-demir", "Yusuf Demir", "copy"),
        SurvivorCard("sanctuary-survivor-greta-lindahl", "Greta Lindahl", "copy"),
        SurvivorCard("sanctuary-survivor-aiko-brandt", "Aiko Brandt", "reserve"),
        SurvivorCard("sanctuary-survivor-mateus-oyelaran", "Mateus Oyelaran", "reserve"),
        SurvivorCard("sanctuary-survivor-sofia-achterberg", "Sofia Achterberg", "defense"),
        SurvivorCard("sanctuary-survivor-elias-navarro", "Elias Navarro", "defense"),
    )
}

# -- Avatars -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AvatarCard:
    """A Hunted's Avatar: a permanent ability, often limited to max 1x/turn."""

    id: str
    name: str
    phase: int
    #: Carries the Not Alone icon (dealt in the light variant with the base game).
    not_alone: bool
    #: Max 1x/turn (the designs' limit); otherwise permanent.
    once_per_turn: bool
    text: str


AVATARS: dict[str, AvatarCard] = {
    a.id: a
    for a in (
        AvatarCard("sanctuary-avatar-ysolde-harrow", "Ysolde Harrow", 1, True, True,
                   "Before playing your Place card, you may trade 1 Survival card for 1 "
                   "discarded Place card back in hand. Max 1x/turn."),
        AvatarCard("sanctuary-avatar-bastien-okoro", "Bastien Okoro", 2, True, True,
                   "Once all Hunt tokens are placed you may discard 1 Place card from your "
                   "hand to move the Artemia token to an adjacent place (not when it covers 2 "
                   "places). Max 1x/turn."),
        AvatarCard("sanctuary-avatar-ren-castellanos", "Ren Castellanos", 3, True, True,
                   "When the Hunt card on the Target token would affect you, you may discard 1 "
                   "Survival card to ignore it and resolve your place as usual (not against "
                   "Clone or Horde). Max 1x/turn."),
        AvatarCard("sanctuary-avatar-ingrid-solheim", "Ingrid Solheim", 3, True, True,
                   "After the Creature token has made you lose Will, draw 1 Survival card. "
                   "Max 1x/turn."),
        AvatarCard("sanctuary-avatar-kofi-marchetti", "Kofi Marchetti", 4, True, True,
                   "Before played Place cards are discarded you may swap the card you played "
                   "with one from your hand: the played card returns to your hand, the other "
                   "is discarded. Max 1x/turn."),
        AvatarCard("sanctuary-avatar-lior-vance", "Lior Vance", 4, True, True,
                   "Once the Creature has refilled its hand, look secretly at 1 of its Hunt "
                   "cards at random. Max 1x/turn."),
        AvatarCard("sanctuary-avatar-maelle-dunbar", "Maëlle Dunbar", 3, False, True,
                   "When you rescue a survivor you may also take back 1 discarded Place card. "
                   "Max 1x/turn."),
        AvatarCard("sanctuary-avatar-hiroshi-adeyemi", "Hiroshi Adeyemi", 3, False, False,
                   "You may also rescue from a place diagonally next to the Sanctuary token, "
                   "if it holds no Hunt token."),
        AvatarCard("sanctuary-avatar-saskia-ferro", "Saskia Ferro", 3, False, False,
                   "When you shelter your survivors you may keep 1 of your Survivor cards; "
                   "at least 1 must still be discarded."),
        AvatarCard("sanctuary-avatar-teodor-blaise", "Teodor Blaise", 5, False, True,
                   "When the Sanctuary token moves in Phase 5 you may discard 1 Survivor card "
                   "to move it 1 more step. Max 1x/turn."),
        AvatarCard("sanctuary-avatar-zainab-roux", "Zainab Roux", 1, False, True,
                   "With 1 or 2 Will, you may give up 1 Survivor card to get 1 Will back. "
                   "Max 1x/turn."),
        AvatarCard("sanctuary-avatar-caspian-mbatha", "Caspian Mbatha", 5, False, True,
                   "When the Creature evolves you may discard 1 Survivor card: it takes no "
                   "DNA counter this phase but may still spend what it holds. Max 1x/turn."),
    )
}

# -- Evolutions ---------------------------------------------------------------------

# ``EvolutionCard.limit``: always in force; applies at most once a turn (the
# designs' "once per turn"); may be used at most once a turn (their "max 1x/turn").
_PERMANENT = "permanent"
_ONCE = "once"
_MAX1 = "max1"


@dataclass(frozen=True, slots=True)
class EvolutionCard:
    """An Evolution card: drawn for 1 DNA, developed for ``cost`` DNA, active from the next turn."""

    id: str
    name: str
    #: 1 (level I, cost 1-3) or 2 (level II, cost 4-6).
    level: int
    #: DNA paid to develop it.
    cost: int
    phase: int
    #: Carries the Not Alone icon (offered in the light variant).
    not_alone: bool
    #: "permanent", "once" (the designs' "once per turn") or "max1" ("max 1x/turn").
    limit: str
    text: str


def _evo(slug: str, name: str, level: int, cost: int, phase: int, not_alone: bool,
         limit: str, text: str) -> EvolutionCard:
    return EvolutionCard(f"sanctuary-evolution-{slug}", name, level, cost, phase, not_alone,
                         limit, text)


EVOLUTIONS: dict[str, EvolutionCard] = {
    e.id: e
    for e in (
        _evo("optimizer", "Optimizer", 1, 1, 4, True, _MAX1,
             "Before you refill your hand you may discard 1 Hunt card. Max 1x/turn."),
        _evo("instinctive", "Instinctive", 1, 1, 3, True, _MAX1,
             "When the Creature token catches anyone, one caught Hunted of your choice shows "
             "you the Place cards in their hand. Max 1x/turn."),
        _evo("clever", "Clever", 1, 1, 3, True, _MAX1,
             "When a Hunted takes back a Place card instead of using their place's power, you "
             "pick the card. Max 1x/turn."),
        _evo("slugger", "Slugger", 1, 2, 3, True, _PERMANENT,
             "Being caught by the Creature token also costs each Hunted 1 Survival card of "
             "their choice, if they hold one."),
        _evo("sharp", "Sharp", 1, 2, 3, True, _PERMANENT,
             "Hunted hit by the Artemia token discard 2 Place cards, not 1."),
        _evo("prescient", "Prescient", 1, 2, 4, True, _MAX1,
             "Before you refill your hand, look at the top 3 Hunt cards: put any of them at "
             "the bottom and the rest back on top in any order. Max 1x/turn."),
        _evo("fast", "Fast", 1, 3, 3, True, _MAX1,
             "After the reveal, if no Hunted stands with the Creature token, you may discard "
             "1 Hunt card to move it to an adjacent place; it then moves no Assimilation "
             "this turn. Max 1x/turn."),
        _evo("screamer", "Screamer", 1, 3, 3, True, _PERMANENT,
             "Being caught by the Creature token also costs each Hunted 1 Place card from "
             "their hand, of their choice."),
        _evo("primitive", "Primitive", 1, 3, 2, True, _MAX1,
             "With no Hunt card played yet this turn, you may place the Artemia token; then "
             "you may play no more Hunt cards this turn. Max 1x/turn."),
        _evo("scavenger", "Scavenger", 1, 2, 5, False, _PERMANENT,
             "Evolving gives you 1 more DNA counter if a Hunted lost Will this turn to a Hunt "
             "token, a Hunt card or an Evolution (Resisting does not count)."),
        _evo("territorial", "Territorial", 1, 2, 3, False, _PERMANENT,
             "Nobody may rescue a survivor while the Creature token shares the Sanctuary "
             "token's place."),
        _evo("burrower", "Burrower", 1, 1, 5, False, _MAX1,
             "When the Sanctuary token moves in Phase 5 you may move it 1 more step, after "
             "the Hunted's effects. Max 1x/turn."),
        _evo("hoarder", "Hoarder", 1, 1, 5, False, _PERMANENT,
             "When you draw an Evolution card, see the top 2 of that pile: keep 1, put the "
             "other at the bottom."),
        _evo("sentinel", "Sentinel", 1, 3, 3, False, _PERMANENT,
             "Being caught by the Creature token where the Sanctuary token lies costs a "
             "Hunted 1 extra Will."),
        _evo("devourer", "Devourer", 1, 2, 3, False, _PERMANENT,
             "A Hunted caught by the Creature token also loses all their Survivor cards, "
             "abilities unused."),
        _evo("resilient", "Resilient", 1, 1, 5, False, _PERMANENT,
             "Evolving while you hold no DNA gives you 2 DNA counters rather than 1."),
        _evo("regrowth", "Regrowth", 1, 1, 5, False, _PERMANENT,
             "Evolving gives you 1 more DNA counter if a Hunted effect discarded one of your "
             "developed Evolution cards this turn."),
        _evo("keen-nose", "Keen Nose", 1, 1, 3, False, _PERMANENT,
             "Rescuing from a place next to the Creature token first costs the Hunted 1 Place "
             "card from their hand."),
        _evo("apex", "Apex", 2, 6, 3, False, _ONCE,
             "A catch of 2 or more Hunted by the Creature token moves the Assimilation "
             "counter 1 extra space. Once per turn."),
        _evo("corrosive", "Corrosive", 2, 5, 5, False, _ONCE,
             "At the start of Phase 5, if the Defense counter has not moved forward this "
             "turn, it goes back 1 space (never below its start). Once per turn."),
        _evo("dominance", "Dominance", 2, 6, 1, False, _MAX1,
             "At the start of Phase 1 you may discard 1 DNA counter to play 1 more Hunt card "
             "this turn, each in its own phase. Max 1x/turn."),
        _evo("telepathy", "Telepathy", 2, 5, 2, False, _MAX1,
             "Before placing your Hunt tokens you may discard 1 DNA counter: a Hunted you "
             "name says whether each of their face-down Place cards is 1-5 or 6-10. "
             "Max 1x/turn."),
        _evo("hunger", "Hunger", 2, 4, 5, False, _PERMANENT,
             "Evolving gives you 2 DNA counters rather than 1."),
        _evo("swarm", "Swarm", 2, 5, 3, False, _PERMANENT,
             "Every Artemia-token hit also costs the Hunted 1 Will."),
        _evo("horde", "Horde", 2, 6, 2, False, _MAX1,
             "You may discard 2 DNA counters to place the Target token as a second Creature "
             "token, as with Clone (not with a Target-symbol Hunt card). Max 1x/turn."),
        _evo("siege", "Siege", 2, 5, 3, False, _PERMANENT,
             "While the Creature token is next to the Sanctuary token's place, nobody may "
             "fortify or shelter (the Ark still works)."),
        _evo("overgrowth", "Overgrowth", 2, 4, 2, False, _MAX1,
             "Once your Hunt tokens are placed you may move the Sanctuary token to an "
             "adjacent accessible place. Max 1x/turn."),
        _evo("terror", "Terror", 2, 5, 1, False, _PERMANENT,
             "Resisting is allowed only at 3 Will, and only for 1 Will (2 Place cards back)."),
        _evo("stalker", "Stalker", 2, 5, 3, False, _ONCE,
             "If the Creature token catches nobody, every Hunted on a place next to it "
             "discards 1 Place card of their choice. Once per turn."),
        _evo("carapace", "Carapace", 2, 4, 3, False, _MAX1,
             "When a Hunted effect would discard one of your developed Evolution cards, you "
             "may discard 2 DNA counters to stop it. Max 1x/turn."),
    )
}

#: The light variant's three Not Alone-icon evolutions offered, by DNA cost tier: 1 -> Optimizer, Instinctive, Clever; 2 -> Slugger, Sharp, Prescient; 3 -> Fast, Screamer, Primitive
VARIANT_EVOLUTIONS: dict[int, tuple[str, str, str]] = {
    1: ("sanctuary-evolution-optimizer", "sanctuary-evolution-instinctive",
        "sanctuary-evolution-clever"),
    2: ("sanctuary-evolution-slugger", "sanctuary-evolution-sharp",
        "sanctuary-evolution-prescient"),
    3: ("sanctuary-evolution-fast", "sanctuary-evolution-screamer",
        "sanctuary-evolution-primitive"),
}


def variant_tier(hunted: int) -> int:
    """The light variant's cost tier by number of Hunted: 1-2 -> 1, 3-4 -> 2, 5-6 -> 3."""
    if not 1 <= hunted <= 6:
        raise ValueError(f"no variant tier for {hunted} Hunted (1 to 6)")
    return (hunted + 1) // 2


# -- Defense track -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Bonus:
    """A Defense-track bonus: it applies at once, the first time its space is reached."""

    id: str
    name: str
    text: str


BONUSES: dict[str, Bonus] = {
    b.id: b
    for b in (
        Bonus("sanctuary-bonus-take-back", "All Hunted take back 1 Place card",
              "Each Hunted takes back 1 discarded Place card of their choice."),
        Bonus("sanctuary-bonus-dna", "Discard 1 of the Creature's DNA",
              "1 of the Creature's DNA counters goes back to the supply (nothing if it has none)."),
        Bonus("sanctuary-bonus-reserve", "Place 6-10 for those without",
              "In seat order, each Hunted owning no Place card 6-10 may add one from the "
              "reserve to their hand."),
        Bonus("sanctuary-bonus-unlock", "1-10: Sanctuary reaches places 6-10",
              "From now on the Sanctuary token also visits places 6-10: after 5 comes 6, "
              "after 10 comes 1."),
        Bonus("sanctuary-bonus-survival-empty", "Survival card for those without",
              "Each Hunted holding no Survival card may draw 1."),
        Bonus("sanctuary-bonus-evolution", "Discard 1 developed evolution",
              "The Hunted who moved the counter here discards 1 of the Creature's developed "
              "Evolution cards."),
        Bonus("sanctuary-bonus-will", "All Hunted regain 1 Will",
              "Each Hunted regains 1 Will (not above 3)."),
        Bonus("sanctuary-bonus-survival-all", "All Hunted draw 1 Survival card",
              "Each Hunted draws a Survival card (not under Despair)."),
    )
}


@dataclass(frozen=True, slots=True)
class DefenseTrack:
    """One side of the Sanctuary board's Defense track."""

    id: str
    name: str
    #: The total player counts (Creature included) this side is for.
    players: tuple[int, ...]
    #: players -> the space the Defense counter starts on.
    start: Mapping[int, int]
    #: space -> the bonus id printed there.
    bonuses: Mapping[int, str]
    #: The Victory space: reaching it, the Hunted win at once.
    victory: int

    def steps(self, players: int) -> int:
        """Spaces the Defense counter must travel to reach Victory."""
        if players not in self.start:
            raise ValueError(f"the {self.name} is not used by {players} players")
        return self.victory - self.start[players]


DEFENSE_TRACKS: tuple[DefenseTrack, DefenseTrack] = (
    DefenseTrack(
        "sanctuary-defense-track-2-4", "Defense track, side for 2-4 players", (2, 3, 4),
        start={4: 1, 3: 2, 2: 3},
        bonuses={
            4: "sanctuary-bonus-take-back",
            5: "sanctuary-bonus-dna",
            6: "sanctuary-bonus-reserve",
            7: "sanctuary-bonus-unlock",
            8: "sanctuary-bonus-survival-empty",
            9: "sanctuary-bonus-evolution",
            11: "sanctuary-bonus-will",
            13: "sanctuary-bonus-survival-all",
        },
        victory=14,
    ),
    DefenseTrack(
        "sanctuary-defense-track-5-7", "Defense track, side for 5-7 players", (5, 6, 7),
        start={7: 1, 6: 2, 5: 3},
        bonuses={
            4: "sanctuary-bonus-survival-empty",
            5: "sanctuary-bonus-take-back",
            6: "sanctuary-bonus-dna",
            7: "sanctuary-bonus-reserve",
            8: "sanctuary-bonus-unlock",
            10: "sanctuary-bonus-evolution",
            12: "sanctuary-bonus-will",
            14: "sanctuary-bonus-survival-all",
        },
        victory=15,
    ),
)


@cache
def defense_track(players: int) -> DefenseTrack:
    """The side of the Defense track for this many players in total (2-7): a
    fixed fact, looked up once per player count (every view reads it)."""
    for track in DEFENSE_TRACKS:
        if players in track.players:
            return track
    raise ValueError(f"no Defense track for {players} players (2 to 7)")


# -- Hunt and Survival cards with the Sanctuary icon ---------------------------------------

HUNT_CARDS: dict[str, Card] = {
    c.id: c
    for c in (
        HuntCard("sanctuary-hunt-siren-call", "Siren Call", 1,
                 "Before any Hunted acts, shift the Sanctuary token to an adjacent accessible "
                 "place."),
        HuntCard("sanctuary-hunt-barricade", "Barricade", 1,
                 "Before any Hunted acts, put the Target token on the Sanctuary token's place. "
                 "At the Target step each Hunted there loses 1 Survivor card, then resolves as "
                 "usual (no fortifying under a Hunt token).", TARGET),
        HuntCard("sanctuary-hunt-lockdown", "Lockdown", 2,
                 "This turn nobody may rescue, fortify or shelter, and the Ark's power does "
                 "nothing."),
        HuntCard("sanctuary-hunt-ambush", "Ambush", 2,
                 "Each Hunted on the Target place loses 1 Survivor card of their choice (with "
                 "none, 1 Survival card), then resolves as usual.", TARGET),
        HuntCard("sanctuary-hunt-sabotage", "Sabotage", 2,
                 "This turn, if the Artemia token hits a Hunted, the Defense counter goes back "
                 "1 space at that step (never below its start).", ARTEMIA),
        HuntCard("sanctuary-hunt-genetic-sample", "Genetic Sample", 2,
                 "At the Target step gain 1 DNA counter per Hunted on the Target place (2 at "
                 "most); they then resolve as usual.", TARGET),
        HuntCard("sanctuary-hunt-hardened-shell", "Hardened Shell", 2,
                 "Until the end of the turn, Phase 5 included, no Hunted effect can take your "
                 "DNA counters or discard your developed Evolution cards."),
        HuntCard("sanctuary-hunt-scent-of-the-herd", "Scent of the Herd", 2,
                 "This turn rescuing a survivor first costs the Hunted 1 Place card from their "
                 "hand.", ARTEMIA),
        HuntCard("sanctuary-hunt-tremor", "Tremor", 3,
                 "Once the places are revealed and before any resolves, shift the Sanctuary "
                 "token to an adjacent accessible place.", before_places=True),
        HuntCard("sanctuary-hunt-harvest", "Harvest", 3,
                 "After the Creature-token step, gain 1 DNA counter per Hunted it caught this "
                 "turn (3 at most)."),
        HuntCard("sanctuary-hunt-abduction", "Abduction", 3,
                 "After the reveal, discard 1 face-up Survivor card; the row is only refilled "
                 "in Phase 5.", before_places=True),
        HuntCard("sanctuary-hunt-gorge", "Gorge", 4,
                 "Gain 2 DNA counters, or as many as the supply still holds."),
        HuntCard("sanctuary-hunt-primal-surge", "Primal Surge", 4,
                 "In this turn's Phase 5 you evolve and then nest, as far as you are allowed."),
        HuntCard("sanctuary-hunt-metamorphosis", "Metamorphosis", 5,
                 "While you evolve this phase, your next development is 2 DNA cheaper (never "
                 "below 1)."),
        HuntCard("sanctuary-hunt-reclaim", "Reclaim", 5,
                 "Take back into your hand, undeveloped, 1 Evolution card of your choice from "
                 "the Evolution discard pile."),
    )
}

SURVIVAL_CARDS: dict[str, Card] = {
    c.id: c
    for c in (
        SurvivalCard("sanctuary-survival-map-of-sanctuary", "Map of Sanctuary", 1,
                     "Advance the Sanctuary token 1 step along its Phase 5 route."),
        SurvivalCard("sanctuary-survival-radio-contact", "Radio Contact", 1,
                     "Take the top Survivor card face down in front of you; its ability is "
                     "not applied."),
        SurvivalCard("sanctuary-survival-field-notes", "Field Notes", 1,
                     "Secretly look through the Creature's undeveloped Evolution cards; send 1 of "
                     "them to the bottom of its level's pile."),
        SurvivalCard("sanctuary-survival-barter", "Barter", 1,
                     "Discard 1 of your Survivor cards: take back up to 3 discarded Place "
                     "cards."),
        SurvivalCard("sanctuary-survival-suppressant", "Suppressant", 2,
                     "Pick 1 developed Evolution card of the Creature's: it does nothing until "
                     "the end of the turn, Phase 5 included."),
        SurvivalCard("sanctuary-survival-diversion", "Diversion", 2,
                     "Once the Hunt tokens are placed, if one lies on the Sanctuary token's "
                     "place, move the Sanctuary token to an adjacent accessible place."),
        SurvivalCard("sanctuary-survival-sanctuary-walls", "Sanctuary Walls", 3,
                     "If you stand where both the Sanctuary and Creature tokens lie, ignore the "
                     "Creature token: after its step, resolve as if your place had no Hunt "
                     "token."),
        SurvivalCard("sanctuary-survival-rescue-line", "Rescue Line", 3,
                     "This turn you may rescue a survivor from any place without a Hunt token, "
                     "next to the Sanctuary token or not."),
        SurvivalCard("sanctuary-survival-search-party", "Search Party", 3,
                     "Your next rescue this turn takes a second face-up Survivor card too; "
                     "apply both abilities in the order you like."),
        SurvivalCard("sanctuary-survival-evacuation", "Evacuation", 3,
                     "Hand any number of your Survivor cards, face down, to another Hunted; their "
                     "abilities do not apply again."),
        SurvivalCard("sanctuary-survival-bulwark", "Bulwark", 3,
                     "Your fortification this turn moves the Defense counter 1 extra space "
                     "(sheltering still adds its own)."),
        SurvivalCard("sanctuary-survival-acid-flask", "Acid Flask", 3,
                     "Discard 1 level I Evolution card the Creature has developed."),
        SurvivalCard("sanctuary-survival-gene-disruptor", "Gene Disruptor", 4,
                     "The Creature loses 2 DNA counters to the supply (all it has, if fewer)."),
        SurvivalCard("sanctuary-survival-rally", "Rally", 4,
                     "Before played Place cards are discarded, if the Defense counter moved "
                     "forward this turn, you and another Hunted each take back 1 discarded "
                     "Place card."),
        SurvivalCard("sanctuary-survival-safe-passage", "Safe Passage", 5,
                     "You set the Sanctuary token's move this phase: none, 1 step or 2 steps."),
    )
}
