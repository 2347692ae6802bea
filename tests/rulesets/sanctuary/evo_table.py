"""A table for the Evolution tests: a Sanctuary game (full, or the light variant
on the base game) with the Creature at seat 0, driven like the base game's
:class:`~tests.engine.scenario.Table`, plus ways to develop Evolution cards
(moved from their pile, so cards stay conserved) and to read the log."""

from __future__ import annotations

from collections.abc import Callable

from notalone_tui.engine import Action, Decision, Game, GameConfig, Option, Verb
from notalone_tui.engine.invariants import check_invariants
from notalone_tui.engine.messages import Msg
from notalone_tui.engine.rulesets.sanctuary import avatar_abilities, phase5
from notalone_tui.engine.rulesets.sanctuary import setup as sa_setup
from notalone_tui.engine.rulesets.sanctuary.cards import EVOLUTIONS, VARIANT_EVOLUTIONS
from notalone_tui.engine.rulesets.sanctuary.state import Board, Cards, board, cards
from notalone_tui.i18n import Renderer, english
from tests.engine.scenario import NAMES, Plan, Table

E = "sanctuary-evolution-"
A = "sanctuary-avatar-"
QUIET_FULL = tuple(A + a for a in ("maelle-dunbar", "hiroshi-adeyemi", "saskia-ferro",
                                   "lior-vance", "teodor-blaise", "caspian-mbatha"))
QUIET_LIGHT = tuple(A + a for a in ("lior-vance", "kofi-marchetti", "ren-castellanos",
                                    "bastien-okoro", "ysolde-harrow", "ingrid-solheim"))
PASS = Option(Verb.PASS)


def tier_players(card: str) -> int:
    """A player count whose light variant offers ``card`` (tiers 1-3: 3, 5, 7 players)."""
    for tier, offered in VARIANT_EVOLUTIONS.items():
        if card in offered:
            return 2 * tier + 1
    raise ValueError(f"{card} is not a Not Alone-icon Evolution")


class SaTable(Table):
    """``form``: "full" or "light"; in the light variant the Creature picks ``pick``."""

    def __init__(self, players: int = 4, seed: int = 1, form: str = "full",
                 pick: str | None = None, characters: tuple[str, ...] = ()) -> None:
        self.game = Game.new(
            GameConfig(names=NAMES[:players], creature_seat=0, sanctuary=form,
                       sheets=bool(characters), characters=characters), seed=seed)
        self.plan = Plan()
        self.pick = pick
        self.words = Renderer(english(), NAMES[:players], self.game.rules)
        while self.game.pending and self.game.pending[0].kind in (
                sa_setup.SETUP_DRAW, sa_setup.AVATAR_KEEP, sa_setup.VARIANT_PICK):
            d = self.game.pending[0]
            option = d.options[0]
            if d.kind == sa_setup.SETUP_DRAW:
                option = Option(Verb.DRAW, n=1)
            elif d.kind == sa_setup.VARIANT_PICK and pick is not None:
                option = Option(Verb.DEVELOP, card=pick)
            self.game.apply(Action(d.seat, option))
        self._quiet_avatars()

    def _quiet_avatars(self) -> None:
        """Give the Hunted Avatars that act only when their player says so (the
        default answers pass), in this order, so that no Avatar's own effect
        changes what an Evolution test watches; Ingrid Solheim, who draws by
        herself, only to a seventh player's last Hunted."""
        b, c = board(self.state), cards(self.state)
        quiet = QUIET_FULL if b.full else QUIET_LIGHT
        for seat, wanted in zip(self.game.hunted_order, quiet, strict=False):
            holder = next((s for s, a in b.avatars.items() if a == wanted), None)
            boxed = next((s for s, a in c.boxed.items() if a == wanted), None)
            if holder is not None:
                b.avatars[holder], b.avatars[seat] = b.avatars[seat], wanted
            elif boxed is not None:
                c.boxed[boxed], b.avatars[seat] = b.avatars[seat], wanted
            else:
                b.avatars[seat] = wanted

    @classmethod
    def with_evolution(cls, card: str, form: str = "full", players: int | None = None,
                       seed: int = 1) -> SaTable:
        """A game in which ``card`` works: picked in the light variant (from turn 1), or
        developed in turn 1 of the full game and the game moved on to turn 2."""
        if form == "light":
            return cls(players or tier_players(card), seed, "light", pick=card)
        t = cls(players or 4, seed, "full")
        t.develop(card)
        t.next_turn()
        t.fresh()
        return t

    def fresh(self) -> None:
        """Every Hunted back to Place cards 1-5 in hand and 3 Will (a new turn's start)."""
        for seat in self.game.hunted_order:
            self.rig_places(seat, hand=[1, 2, 3, 4, 5])
            self.rig_will(seat, 3)

    # ------------------------------------------------------------- rigging
    def develop(self, *ids: str) -> None:
        """Develop these cards now (this turn: they work from the next)."""
        state = self.state
        b, c = board(state), cards(state)
        for card in ids:
            for pile in c.piles.values():
                if card in pile:
                    pile.remove(card)
            if card in c.hand:
                c.hand.remove(card)
            b.developed.append((card, state.turn.number))

    @property
    def board(self) -> Board:
        return board(self.state)

    @property
    def cards(self) -> Cards:
        return cards(self.state)

    def used(self, card: str) -> int:
        return int(self.state.stats.get(f"{card}:used", 0))

    # ------------------------------------------------------------- driving
    def default(self, d: Decision) -> Option:
        opts = d.options
        if d.kind == phase5.CHOOSE:
            return PASS if PASS in opts else phase5.EVOLVE
        if d.kind in (phase5.EVOLVE_LOOP, phase5.NEST):
            return phase5.DONE
        if (d.kind.startswith("sa_evo") or d.kind in avatar_abilities.KINDS) and PASS in opts:
            return PASS
        return super().default(d)

    def next_turn(self) -> None:
        """Default answers until the next turn's first decision."""
        number = self.turn.number
        self.advance(lambda d: self.turn.number > number)
        self.plan = Plan()

    def to(self, kind: str, seat: int | None = None) -> Decision:
        return self.advance(lambda d: d.kind == kind and (seat is None or d.seat == seat))

    def answer(self, option: Option, seat: int | None = None) -> None:
        d = self.decision(seat)
        self.game.apply(Action(d.seat, option))
        assert check_invariants(self.state) == []

    def now(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` and the steps it schedules as if nothing else were pending;
        decisions it asks are left pending for the test, the game's own come back
        once they are answered (:meth:`resume`)."""
        state = self.state
        self._saved = (list(state.pending), list(state.agenda))
        state.pending.clear()
        state.agenda.clear()
        fn()
        self.game.run()

    def resume(self) -> None:
        state = self.state
        assert not state.pending and not state.agenda
        state.pending[:], state.agenda[:] = self._saved

    # ------------------------------------------------------------- reading
    def events(self, seat: int | None = None, since: int = 0) -> list[Msg]:
        return [e.message_for(seat) for e in self.state.log[since:]]

    def ids(self, seat: int | None = None, since: int = 0) -> list[str]:
        return [m.id for m in self.events(seat, since)]

    def text(self, seat: int | None = None, since: int = 0) -> str:
        return "\n".join(self.words(m) for m in self.events(seat, since))


__all__ = ["E", "EVOLUTIONS", "PASS", "SaTable", "tier_players"]
