"""Hints in every mode: each decision kind a rule set adds gets a specific
reason from that rule set's packs, and each reason names facts of the position.

The games are seeded standard-bot games of every mode the simulator plays
(base with and without the sheets, Frozen Lands, Sanctuary and its light
variant), at every player count; every pending decision of every seat is
hinted from that seat's view alone. Before the packs handed over their
reasons, about 3-19% of these hints (by mode) fell back to the generic words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from notalone_tui.bots import make_bot, packs
from notalone_tui.bots.hint_reasons import Reason
from notalone_tui.bots.hints import GENERIC, Hint, hint, hint_bot
from notalone_tui.bots.knowledge import own
from notalone_tui.bots.packs.sanctuary.board import sanctuary_view
from notalone_tui.bots.standard import StandardBot
from notalone_tui.engine import CREATURE, Action, Decision, Game, GameView, Kind, Option, Verb
from notalone_tui.engine.messages import Arg, CardRef, Msg, PlaceRef, Seat, msg
from notalone_tui.engine.rulesets.frozen_lands import endgame
from notalone_tui.engine.rulesets.frozen_lands import knowledge as token_odds
from notalone_tui.engine.rulesets.sanctuary import phase5
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS
from notalone_tui.i18n.catalogue import Renderer, catalogue
from notalone_tui.sim.modes import NAMES, fewest_players, game_config, rules_id
from tests.engine.scenario import Table
from tests.engine.secrecy import secret_card_ids
from tests.rulesets.frozen_lands.helpers import BLANK, INFECTED, give_tokens, pool
from tests.rulesets.sanctuary.helpers import SCREAMER, SanctuaryTable

SWARM = "sanctuary-evolution-swarm"

#: (mode, sheets): every mode the simulator plays, with the sheets where they matter.
SETUPS = [("base", False), ("base", True), ("frozen-lands", False), ("frozen-lands", True),
          ("sanctuary", False), ("sanctuary", True), ("sanctuary-variant", False)]
IDS = [f"{mode}{'+sheets' if sheets else ''}" for mode, sheets in SETUPS]


def games(mode: str, sheets: bool, seeds: range) -> Iterator[Game]:
    """Seeded standard-bot games at every player count, yielded before each action."""
    for players in range(fewest_players(mode), len(NAMES) + 1):
        for seed in seeds:
            config = game_config(mode, NAMES[:players], seed % players, 1 + seed % 2, sheets)
            game = Game.new(config, seed)
            bots = {s: make_bot("standard", seed * 11 + s) for s in range(players)}
            for _ in range(5000):
                if game.is_over:
                    break
                yield game
                seat = game.pending[0].seat
                game.apply(Action(seat, bots[seat].choose(game.view(seat))))


def hinted(mode: str, sheets: bool, seeds: range) -> Iterator[tuple[Game, Decision, GameView, Hint]]:
    for game in games(mode, sheets, seeds):
        for decision in game.pending:
            view = game.view(decision.seat)
            yield game, decision, view, hint(view)


# ------------------------------------------------------------ no fallbacks

#: Decision kinds each setup's games must have hinted (so that the test below
#: is not passed by games that never reach the rule set's own decisions).
MUST_SEE: dict[str, set[str]] = {
    "base": {Kind.CATACLYSM, Kind.DETOUR, Kind.SCREAM, Kind.WRONG_TRACK, Kind.PHOBIA_HIDE},
    "base+sheets": {"sheets_vera_choose", "sheets_vera_take", "sheets_dara_save"},
    "frozen-lands": {"fl_snowcat", "fl_capsule_discard", "fl_team_choice", "fl_frozen_trail_lay"},
    "frozen-lands+sheets": {"fl_snowcat", "fl_team_choice", "sheets_vera_take"},
    "sanctuary": {"sa_evolve_or_nest", "sa_evolving", "sa_nesting", "sa_evo_prescient",
                  "sa_avatar_keep", "sa_setup_draw"},
    "sanctuary+sheets": {"sa_evolve_or_nest", "sa_nesting", "sa_avatar_keep"},
    "sanctuary-variant": {"sa_variant_pick", "sa_avatar_kofi_exchange"},
}


@pytest.mark.parametrize(("mode", "sheets"), SETUPS, ids=IDS)
def test_no_decision_kind_falls_back_to_the_generic_reason(mode: str, sheets: bool) -> None:
    """Every decision with a real choice (two options or more) gets a reason of
    its own; the generic words would mean a kind nobody explained."""
    kinds: Counter[str] = Counter()
    generic: Counter[str] = Counter()
    for _, decision, _, found in hinted(mode, sheets, range(2)):
        if len(decision.options) < 2:
            assert found.reason.id == "hint.only"
            continue
        kinds[decision.kind] += 1
        generic[decision.kind] += found.reason.id == GENERIC
    assert not +generic, f"generic reasons by kind: {dict(+generic)} of {dict(kinds)}"
    setup = f"{mode}{'+sheets' if sheets else ''}"
    assert MUST_SEE[setup] <= set(kinds), MUST_SEE[setup] - set(kinds)
    assert sum(kinds.values()) > 500


# ------------------------------------------------------ the facts they name


@dataclass(frozen=True)
class Case:
    """One hinted decision, with what a check may read."""

    view: GameView
    decision: Decision
    option: Option
    args: dict[str, Any]
    bot: StandardBot

    @property
    def options(self) -> tuple[Option, ...]:
        return self.decision.options

    def seats(self) -> dict[int, Any]:
        return {hv.seat: hv for hv in self.view.hunted}

    def named(self) -> list[Any]:
        """The Hunted the options name."""
        seats = self.seats()
        return [seats[o.seat] for o in self.options if o.seat in seats]


def figures(view: GameView) -> Counter[int]:
    return Counter(p for hv in view.hunted for p in hv.positions)


def seat_extreme(attr: str, pick: Callable[[list[int]], int]) -> Callable[[Case], bool]:
    def check(c: Case) -> bool:
        hv = c.seats()[c.option.seat]
        n = getattr(hv, attr)
        return bool(c.args["seat"] == Seat(c.option.seat) and c.args["n"] == n == pick(
            [getattr(h, attr) for h in c.named()]))

    return check


def card_value_extreme(pick: Callable[[list[float]], float]) -> Callable[[Case], bool]:
    def check(c: Case) -> bool:
        same = [o for o in c.options if o.place and o.verb is c.option.verb]
        return bool(c.args["place"] == PlaceRef(c.option.place)) and c.bot.card_value(
            c.option.place) == pick([c.bot.card_value(o.place) for o in same])

    return check


def places_value_max(c: Case) -> bool:
    def total(o: Option) -> float:
        return sum(c.bot.card_value(p) for p in o.places)

    return bool(c.args["places"] == tuple(PlaceRef(p) for p in c.option.places)) and total(
        c.option) == max(total(o) for o in c.options if o.places)


def the_option_card(c: Case) -> bool:
    return bool(c.args["card"] == CardRef(c.option.card))


def the_option_place(c: Case) -> bool:
    return bool(c.args["place"] == PlaceRef(c.option.place))


def the_option_places(c: Case) -> bool:
    return bool(c.args["places"] == tuple(PlaceRef(p) for p in c.option.places))


def creature_steps_left(view: GameView) -> int:
    return min((t.left for t in view.tracks if t.winner == CREATURE), default=99)


def team_odds(view: GameView) -> tuple[int, int]:
    o = token_odds.odds(view)
    left = token_odds.creature_left(view)
    advance = 0.0 if o.known_icons else token_odds.clean_chance(o.unknown, o.icons, o.blanks)
    return round(100 * advance), round(100 * token_odds.hold_chance(
        o.known_icons, o.unknown, o.icons, o.blanks, left, True))


def evolve_develop(c: Case) -> bool:
    sv = sanctuary_view(c.view)
    assert sv is not None
    card = c.args["card"].id
    return card in (sv.hand or ()) and EVOLUTIONS[card].cost <= c.args["dna"] \
        and c.option.verb is Verb.EVOLVE


def kofi(c: Case) -> bool:
    hand = own(c.view).hand or ()
    worst = c.args["worst"].number
    return worst in hand and c.bot.card_value(worst) == min(c.bot.card_value(p) for p in hand)


def caspian(c: Case) -> bool:
    sv = sanctuary_view(c.view)
    assert sv is not None and c.view.viewer is not None
    return bool(c.args["held"] == sv.held_count(c.view.viewer))


def contagion(c: Case) -> bool:
    mine = set(c.seats()[c.option.seat].positions)
    others = [hv for hv in c.view.hunted if hv.seat != c.option.seat and mine & set(hv.positions)]
    return bool(c.args["seat"] == Seat(c.option.seat) and c.args["n"] == len(others))


def fewest_figures(c: Case) -> bool:
    count = figures(c.view)
    return the_option_place(c) and c.args["n"] == count[c.option.place] == min(
        count[o.place] for o in c.options)


def detour_into(c: Case) -> bool:
    src = c.seats()[c.option.seat].positions[c.option.n]
    return the_option_place(c) and c.bot.threat(c.view, c.option.place) > c.bot.threat(c.view, src)


def explore_only(c: Case) -> bool:
    laid = {p for o in c.options if o.verb is Verb.EXPLORE for p in o.places}
    return the_option_places(c) and set(c.option.places) == laid


def all_harmed(c: Case) -> bool:
    harmed = c.bot.harmed(c.view)
    return the_option_place(c) and all(o.place in harmed for o in c.options if o.place)


def evolve_save(c: Case) -> bool:
    sv = sanctuary_view(c.view)
    assert sv is not None
    card = c.args["card"].id
    return card in (sv.hand or ()) and EVOLUTIONS[card].cost > sv.dna and c.args["n"] >= 1


def vera(c: Case) -> bool:
    hv = c.seats()[c.option.seat]
    place = c.args["place"].number
    lacking = [k for k, left in c.view.reserve if left > 0 and k not in hv.owned]
    return place in lacking and c.bot.card_value(place) == max(
        c.bot.card_value(k) for k in lacking)


def clever(c: Case) -> bool:
    discard = own(c.view).discard or ()
    place = c.args["place"].number
    return place in discard and c.bot.card_value(place) == min(
        c.bot.card_value(p) for p in discard)


def whiteout(c: Case) -> bool:
    me = own(c.view)
    return the_option_place(c) and c.option.place not in set(me.played or ()) | set(
        me.positions)


#: A check for each reason whose facts can be read back from the position by
#: other means than the reason's own code: each returns whether they hold.
CHECKS: dict[str, Callable[[Case], bool]] = {
    "hint.seat.least_will": seat_extreme("will", min),
    "hint.seat.most_will": seat_extreme("will", max),
    "hint.seat.fewest_cards": seat_extreme("hand_size", min),
    "hint.seat.fewest_survival": seat_extreme("survival_count", min),
    "hint.most_cards": seat_extreme("hand_size", max),
    "hint.take_back": card_value_extreme(max),
    "hint.card.gain": card_value_extreme(max),
    "hint.give_least": card_value_extreme(min),
    "hint.keep_cards": places_value_max,
    "hint.take_back.cards": places_value_max,
    "hint.survival.spare": the_option_card,
    "hint.survival.best": the_option_card,
    "hint.survival.give_away": the_option_card,
    "hint.evolution.best": the_option_card,
    "hint.evolution.least": the_option_card,
    "hint.evolution.threat": the_option_card,
    "hint.hunt.weakest": lambda c: the_option_card(c) and c.option.verb in (Verb.DISCARD,
                                                                              Verb.MOVE),
    "hint.hunt.keep_top": lambda c: the_option_card(c) and c.option.verb is Verb.KEEP,
    "hint.hunt.all_kept": lambda c: c.option.verb in (Verb.DONE, Verb.PASS),
    "hint.shelter_keep": the_option_card,
    "hint.sa.avatar": the_option_card,
    "hint.sa.abduction": the_option_card,
    "hint.sa.field_notes": the_option_card,
    "hint.sa.develop": lambda c: the_option_card(c) and c.option.verb is Verb.DEVELOP,
    "hint.sa.draw": lambda c: c.option.verb is Verb.DRAW and c.args["n"] == c.option.n,
    "hint.sa.evolve.develop": evolve_develop,
    "hint.sa.nest": lambda c: c.option.verb is Verb.NEST,
    "hint.sa.evolve.save": evolve_save,
    "hint.sa.evolve.draw": lambda c: not (sanctuary_view(c.view).hand  # type: ignore[union-attr]
                                          or ()) and c.option.verb is Verb.EVOLVE,
    "hint.sa.evolving.done": lambda c: c.args["dna"] == sanctuary_view(
        c.view).dna,  # type: ignore[union-attr]
    "hint.sa.clever": clever,
    "hint.sa.evacuate.fewest": lambda c: c.args["n"] == sanctuary_view(
        c.view).held_count(c.option.seat),  # type: ignore[union-attr]
    "hint.sheets.vera": vera,
    "hint.fl.whiteout": whiteout,
    "hint.sa.setup.level2": lambda c: c.option.n == 2 and c.args["dna"] == sanctuary_view(
        c.view).dna,  # type: ignore[union-attr]
    "hint.sa.dna": lambda c: c.args["n"] == c.option.n == max(o.n for o in c.options),
    "hint.sa.kofi": lambda c: kofi(c) and the_option_place(c),
    "hint.sa.kofi.pass": kofi,
    "hint.sa.caspian": caspian,
    "hint.sa.caspian.pass": caspian,
    "hint.sa.fast": lambda c: the_option_place(c) and the_option_card(c)
    and c.args["n"] == figures(c.view)[c.option.place],
    "hint.sa.rescue": lambda c: the_option_card(c) and c.option.verb is Verb.RESCUE,
    "hint.sa.token.away": the_option_place,
    "hint.sa.bastien": the_option_place,
    "hint.sa.horde": the_option_places,
    "hint.sa.primitive": the_option_places,
    "hint.sa.zainab": lambda c: c.args["will"] == own(c.view).will,
    "hint.sa.ysolde": lambda c: the_option_card(c) and c.args["hand"] == own(c.view).hand_size,
    "hint.sa.passage": lambda c: c.args["n"] == c.option.n,
    "hint.fl.advance": lambda c: (c.args["advance"], c.args["hold"]) == team_odds(c.view)
    and c.args["advance"] >= c.args["hold"],
    "hint.fl.hold": lambda c: (c.args["advance"], c.args["hold"]) == team_odds(c.view)
    and c.args["hold"] >= c.args["advance"],
    "hint.fl.keep_blank": lambda c: c.args["n"] == own(c.view).contamination,
    "hint.fl.trail": the_option_places,
    "hint.fl.avalanche": the_option_places,
    "hint.fl.contagion": contagion,
    "hint.fl.flare": lambda c: c.args["seat"] == Seat(c.option.seat),
    "hint.fl.purge": lambda c: c.args["seat"] == Seat(c.option.seat),
    "hint.fl.token.cheaper": lambda c: c.args["will"] == own(c.view).will > 1,
    "hint.fl.will.cheaper": lambda c: c.args["will"] == own(c.view).will > 1,
    "hint.fl.swap.safer": lambda c: the_option_places(c) and c.args["place"] == PlaceRef(
        (own(c.view).played or ())[c.option.n]),
    "hint.move.fewest": fewest_figures,
    "hint.cataclysm": lambda c: the_option_place(c) and c.args["n"] == figures(c.view)[
        c.option.place] > 0,
    "hint.detour.into": detour_into,
    "hint.scream.will": lambda c: (c.args["will"], c.args["hand"]) == (
        own(c.view).will, own(c.view).hand_size),
    "hint.sheets.save": lambda c: c.args["n"] == creature_steps_left(c.view)
    and c.args["seat"] == Seat(c.option.seat),
    "hint.sheets.save.not": lambda c: c.args["n"] == creature_steps_left(c.view),
    "hint.sheets.save.many": lambda c: c.args["n"] == sum(
        1 for o in c.options if o.verb is Verb.CHOOSE),
    "hint.sheets.kenji": the_option_card,
    "hint.explore.only": explore_only,
    "hint.all_harmed": all_harmed,
    "hint.order.first": lambda c: the_option_place(c) and c.bot.place_value(
        c.option.place) == max(c.bot.place_value(o.place) for o in c.options),
}


def refs(arg: Arg) -> Iterator[Arg]:
    """The references a message argument holds (lists opened)."""
    if isinstance(arg, tuple) and not isinstance(arg, PlaceRef | CardRef | Seat):
        for item in arg:
            yield from refs(item)
    elif isinstance(arg, PlaceRef | CardRef | Seat):
        yield arg


#: Reasons each setup's games must have checked (the position facts above).
MUST_CHECK: dict[str, set[str]] = {
    "base": {"hint.cataclysm", "hint.move.fewest", "hint.scream.will", "hint.keep_cards"},
    "base+sheets": {"hint.sheets.save.not", "hint.card.gain"},
    "frozen-lands": {"hint.fl.advance", "hint.fl.hold", "hint.fl.trail", "hint.fl.flare"},
    "frozen-lands+sheets": {"hint.fl.hold", "hint.card.gain"},
    "sanctuary": {"hint.sa.evolve.develop", "hint.sa.nest", "hint.hunt.weakest",
                  "hint.hunt.keep_top", "hint.sa.avatar", "hint.sa.develop", "hint.sa.dna"},
    "sanctuary+sheets": {"hint.sa.evolve.develop", "hint.hunt.weakest"},
    "sanctuary-variant": {"hint.evolution.best", "hint.sa.kofi.pass"},
}


@pytest.mark.parametrize(("mode", "sheets"), SETUPS, ids=IDS)
def test_every_pack_reason_names_the_facts_of_its_position(mode: str, sheets: bool) -> None:
    """Each reason's facts, read back from the position by other means (the
    counts in the view, the bot's values of the cards and places): the Hunted
    named has the least Will, the card named is the one chosen, the odds are
    the team's... And the English words name every card, place and player the
    reason names."""
    english = catalogue("en")
    checked: Counter[str] = Counter()
    for game, decision, view, found in hinted(mode, sheets, range(1)):
        reason = found.reason
        words = Renderer(english, game.state.config.names, game.rules)(reason)
        assert words and "{" not in words
        render = Renderer(english, game.state.config.names, game.rules)
        for value in reason.args.values():
            for ref in refs(value):
                # A place's article is capitalised where its name opens the sentence.
                assert str(render.value(ref)).casefold() in words.casefold(), (reason, words)
        check = CHECKS.get(reason.id)
        if check is None:
            continue
        bot = hint_bot(view)
        bot.rules = game.rules
        case = Case(view, decision, found.option, dict(reason.args), bot)
        assert check(case), (reason, found.option, decision.kind)
        checked[reason.id] += 1
    setup = f"{mode}{'+sheets' if sheets else ''}"
    assert MUST_CHECK[setup] <= set(checked), MUST_CHECK[setup] - set(checked)


@pytest.mark.parametrize(("mode", "sheets"), SETUPS, ids=IDS)
def test_no_reason_names_another_seats_secret(mode: str, sheets: bool) -> None:
    """Checked against the secrecy helper in every mode: no card the hinted seat
    may not know (others' Survival and Survivor cards, the Creature's Hunt and
    Evolution hands, the decks) is named by the reason or the option, beyond
    the cards its own decision shows it (Field Notes shows a Hunted the
    Creature's Evolution cards to pick from)."""
    seen = 0
    for game, decision, _, found in hinted(mode, sheets, range(1)):
        shown = {o.card for o in decision.options}
        secret = secret_card_ids(game, decision.seat) - shown
        named = {arg.id for value in found.reason.args.values() for arg in refs(value)
                 if isinstance(arg, CardRef)}
        named |= {found.option.card} if found.option.verb is Verb.PLAY else set()
        assert not named & secret, (decision.kind, found)
        seen += bool(named)
    assert seen > 20


# ---------------------------------------------------------------- the registry


def test_a_rule_sets_packs_hand_over_their_reasons() -> None:
    """The hints find a rule set's reasons through its packs, the later pack's
    replacing the earlier one's, and a registered table (a plug-in's) is read."""
    base = packs.reasons_for(Game.new(game_config("base", NAMES[:3], 0, 1, False), 1).rules)
    fl = packs.reasons_for(Game.new(game_config("frozen-lands", NAMES[:4], 0, 1, True), 1).rules)
    assert Kind.CATACLYSM in base and "fl_snowcat" not in base
    assert fl[Kind.CATACLYSM] is base[Kind.CATACLYSM]
    assert "fl_snowcat" in fl and "sheets_vera_take" in fl

    def plain(bot: Any, view: GameView, option: Option, options: tuple[Option, ...]) -> Msg:
        return msg("hint.random")

    table: dict[str, Reason] = {Kind.CATACLYSM: plain}
    rules = Game.new(game_config("base", NAMES[:3], 0, 1, True), 1).rules
    assert rules.id == rules_id("base", True)
    try:
        packs.register_reasons("sheets", table)
        assert packs.reasons_for(rules)[Kind.CATACLYSM] is plain
    finally:
        packs.unregister_reasons("sheets")
    assert packs.reasons_for(rules)[Kind.CATACLYSM] is base[Kind.CATACLYSM]


# ------------------------------------------------------------ rigged positions


def _say(game: Game, message: Msg) -> str:
    return Renderer(catalogue("en"), game.state.config.names, game.rules)(message)


def test_sanctuary_evolve_names_the_evolution_the_dna_now_affords() -> None:
    """Phase 5 with Screamer (3 DNA) in hand and 2 DNA saved: evolving brings the
    third, Screamer is developed at once, and the hint says so with the DNA."""
    t = SanctuaryTable(players=4, seed=3)
    t.advance(kind=phase5.CHOOSE)
    t.cards.hand[:] = [SCREAMER]
    t.rig_dna(2)
    view = t.game.view(0)
    found = hint(view)
    assert found.option == phase5.EVOLVE
    assert found.reason == msg("hint.sa.evolve.develop", card=CardRef(SCREAMER), dna=3)
    assert _say(t.game, found.reason) == "With 3 DNA you can develop Screamer now: evolve."


def test_sanctuary_nest_when_nothing_comes_within_reach() -> None:
    """Phase 5 with only Swarm (5 DNA) in hand and none saved: 1 DNA a turn
    brings it in 4 turns, too late to be worth saving for; nesting it is, and
    the hint gives the DNA and the intake."""
    t = SanctuaryTable(players=4, seed=3)
    t.advance(kind=phase5.CHOOSE)
    t.cards.hand[:] = [SWARM]
    t.rig_dna(0)
    found = hint(t.game.view(0))
    assert found.option == phase5.NEST_OPTION
    assert found.reason == msg("hint.sa.nest", dna=0, gain=1)
    assert "(0 DNA, +1 a turn)" in _say(t.game, found.reason)


def _team_choice(holder: int, *faces: str, known: bool = False,
                 assimilation_left: int = 9) -> Table:
    """Frozen Lands one step from rescue, ``holder`` holding tokens of ``faces``
    (turned up by them with ``known``), the Creature ``assimilation_left`` steps
    from victory, played on to the team's choice."""
    t = Table(players=4, seed=1, ruleset="frozen-lands")
    give_tokens(t, holder, *faces)
    if known:
        pool(t)["known"][holder] = [True] * len(faces)
    t.state.tracks["rescue"] = t.state.goals["rescue"] - 1
    t.state.tracks["assimilation"] = t.state.goals["assimilation"] - assimilation_left
    t.plan.explore = {1: (2,), 2: (3,), 3: (5,)}
    t.plan.creature = 9
    t.advance(kind=endgame.TEAM_CHOICE)
    return t


def test_frozen_lands_team_choice_gives_the_teams_odds_both_ways() -> None:
    """A teammate holds one unseen token. Far from the Creature's victory,
    holding a turn (and discarding it) is sure; one step from it, the extra turn
    may lose, and turning the token up now is likelier to win. The hint gives
    both chances, as the odds say."""
    t = _team_choice(2, BLANK)
    view = t.game.view(1)
    found = hint(view)
    assert team_odds(view) == (64, 100)
    assert found.option == endgame.hold(2)
    assert found.reason == msg("hint.fl.hold", advance=64, hold=100)
    assert _say(t.game, found.reason) \
        == "Holding a turn gives the team 100%, turning every token up now 64%: hold."
    t = _team_choice(2, BLANK, assimilation_left=1)
    view = t.game.view(1)
    found = hint(view)
    assert team_odds(view) == (64, 50)
    assert found.option == endgame.ADVANCE
    assert found.reason == msg("hint.fl.advance", advance=64, hold=50)
    assert "gives the team 64%, holding 50%: advance" in _say(t.game, found.reason)


def test_frozen_lands_hold_when_the_chooser_knows_it_holds_an_icon() -> None:
    """The Hunted who decides looked at its own token and saw the icon: turning
    it up loses for sure (0%), so it holds and discards it; the odds are its own
    knowledge, on its own screen only."""
    t = _team_choice(1, INFECTED, known=True)
    view = t.game.view(1)
    found = hint(view)
    assert found.option.card == endgame.HOLD and found.option.seat == 1
    advance, hold = team_odds(view)
    assert advance == 0 < hold
    assert found.reason == msg("hint.fl.hold", advance=0, hold=hold)
    # Another seat's view does not know the face: its odds differ.
    assert team_odds(t.game.view(2))[0] > 0


# --------------------------------------------- kinds the seeded games rarely reach


def _reckoning_view(mode: str, seat_is_creature: bool) -> tuple[Game, GameView, StandardBot]:
    """A view in a seeded 4-player game of ``mode``, in the second turn's
    Reckoning (the figures revealed), for the Creature or the first Hunted."""
    game = Game.new(game_config(mode, NAMES[:4], 0, 1, False), 5)
    bots = {s: make_bot("standard", 50 + s) for s in range(4)}
    while not (game.view(None).turn == 2 and game.view(None).phase == 3
               and all(hv.revealed for hv in game.view(None).hunted)):
        seat = game.pending[0].seat
        game.apply(Action(seat, bots[seat].choose(game.view(seat))))
    seat = 0 if seat_is_creature else 1
    view = game.view(seat)
    bot = hint_bot(view)
    bot.rules = game.rules
    return game, view, bot


def _pass() -> Option:
    return Option(Verb.PASS)


#: (mode, the Creature decides, kind, options as the rule set offers them):
#: decisions too rare for the seeded games above, each answered by the
#: standard bot's own answer and then explained.
RARE: list[tuple[str, bool, str, Callable[[GameView], tuple[Option, ...]]]] = [
    ("base", False, Kind.CONFLICT_ORDER, lambda v: (Option(Verb.OPEN_HAND), _pass())),
    ("base", True, Kind.CONFLICT_ORDER, lambda v: (Option(Verb.OPEN_HAND), _pass())),
    ("base", False, Kind.ARTEFACT_ORDER,
     lambda v: (Option(Verb.CHOOSE, place=2, n=0), Option(Verb.CHOOSE, place=5, n=1))),
    ("base", False, Kind.DOUBLE_BACK,
     lambda v: (Option(Verb.CHOOSE, place=1), Option(Verb.CHOOSE, place=3))),
    ("frozen-lands", False, "fl_whiteout",
     lambda v: tuple(Option(Verb.MOVE, card="target", place=p) for p in (2, 3, 7))),
    ("sanctuary", True, "sa_evo_carapace",
     lambda v: (Option(Verb.KEEP, card=SWARM), _pass())),
    ("sanctuary", True, "sa_evo_dominance",
     lambda v: (Option(Verb.CHOOSE, card="sanctuary-evolution-dominance"), _pass())),
    ("sanctuary", True, "sa_evo_overgrowth",
     lambda v: (Option(Verb.MOVE, place=2), Option(Verb.MOVE, place=4), _pass())),
    ("sanctuary", True, "sa_tremor",
     lambda v: (Option(Verb.MOVE, place=2), Option(Verb.MOVE, place=4))),
    ("sanctuary", True, "sa_evo_instinctive",
     lambda v: tuple(Option(Verb.TARGET, seat=s) for s in (1, 2, 3))),
    ("sanctuary", True, "sa_reclaim",
     lambda v: (Option(Verb.CHOOSE, card=SWARM), Option(Verb.CHOOSE, card=SCREAMER))),
    ("sanctuary", False, "sa_hunt_survivor_loss",
     lambda v: (Option(Verb.DISCARD, card="sanctuary-survivor-callum-reyes"),
                Option(Verb.DISCARD, card="sanctuary-survivor-yusuf-demir"))),
    ("sanctuary", False, "sa_ambush_survival",
     lambda v: (Option(Verb.DISCARD, card="survival-adrenaline"),
                Option(Verb.DISCARD, card="survival-smokescreen"))),
    ("sanctuary", False, "sa_survivor_played",
     lambda v: (Option(Verb.CHOOSE, place=1), Option(Verb.CHOOSE, place=4))),
    ("sanctuary", False, "sa_evo_clever_pick",
     lambda v: (Option(Verb.TAKE_BACK, place=1), Option(Verb.TAKE_BACK, place=4))),
    ("sanctuary", False, "sa_evo_stalker",
     lambda v: (Option(Verb.DISCARD, place=1), Option(Verb.DISCARD, place=4))),
    ("sanctuary", False, "sa_shelter_keep",
     lambda v: (Option(Verb.DONE), Option(Verb.KEEP, card="sanctuary-survivor-callum-reyes"))),
    ("sanctuary", False, "sa_evacuation_give",
     lambda v: (Option(Verb.CHOOSE, n=2), _pass())),
    ("sanctuary", False, "sa_diversion",
     lambda v: (Option(Verb.MOVE, place=2), Option(Verb.MOVE, place=4))),
    ("sanctuary", False, "sa_avatar_teodor_move",
     lambda v: (Option(Verb.DISCARD, card="sanctuary-survivor-callum-reyes"), _pass())),
]


@pytest.mark.parametrize(("mode", "creature", "kind", "offered"), RARE,
                         ids=[f"{r[2]}-{'creature' if r[1] else 'hunted'}" for r in RARE])
def test_rare_decisions_are_explained_too(
        mode: str, creature: bool, kind: str,
        offered: Callable[[GameView], tuple[Option, ...]]) -> None:
    """The standard bot's own answer to a rare decision (its pack's, or its own
    for the base game's), explained by the rule set's reason in all four
    languages, never in the generic words."""
    game, view, bot = _reckoning_view(mode, creature)
    options = offered(view)
    answer = packs.judgement_for(game.rules).answers.get(kind)
    if answer is not None:
        choice = answer(bot, view, options)
    else:
        choice = getattr(bot, f"_{kind}")(view, options, creature)
    assert choice in options
    reason = packs.reasons_for(game.rules)[kind](bot, view, choice, options)
    assert reason is not None and reason.id not in (GENERIC, "hint.close"), (choice, reason)
    for lang in ("en", "fr", "pt", "ro"):
        words = Renderer(catalogue(lang), game.state.config.names, game.rules)(reason)
        assert words and "{" not in words
