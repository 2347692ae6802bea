"""The shape of a turn: phases, the Creature's and the Hunted's windows, Phase 1
exploration, Phase 2 hunting, the reveal and the end of the turn.

A turn is a sequence of phases (``PHASES``) and each phase a sequence of
steps, so that an expansion can add a phase or a step without a rewrite.
Phase 3's resolution lives in :mod:`.reckoning`.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from . import hunt, survival
from .board import ADJACENT_PAIRS, ARTEMIA_DISTANCES, PLACE_NUMBERS
from .cards import place_name
from .options import Decision, Kind, Option, Verb
from .registry import answers, step
from .state import Step, TurnState

if TYPE_CHECKING:
    from .game import Game

PHASE_NAMES = {1: "Exploration", 2: "Hunting", 3: "Reckoning", 4: "End of turn"}


def phase_steps(game: Game, phase: int) -> list[Step]:
    """The steps of each phase, in order."""
    hunted = game.hunted_order
    creature = game.creature_seat
    if phase == 1:
        return [("creature_window",), *[("explore", s) for s in hunted]]
    if phase == 2:
        return [
            ("hunt",),
            *[("window", s, 2) for s in hunted],
            *[("river", s) for s in hunted],
        ]
    if phase == 3:
        return [
            ("reveal",),
            ("window", creature, 3),
            *[("window", s, 3) for s in hunted],
            ("reckon",),
        ]
    return [
        ("window", creature, 4),
        *[("window", s, 4) for s in hunted],
        ("cleanup",),
        ("refill",),
        ("rescue_move",),
    ]


PHASES: tuple[int, ...] = (1, 2, 3, 4)


@step("turn_start")
def turn_start(game: Game) -> None:
    state = game.state
    number = state.turn.number + 1
    state.turn = TurnState(number=number, hunt_limit=state.next_hunt_limit)
    state.next_hunt_limit = 1
    for h in state.hunted.values():
        h.needs, h.next_needs = h.next_needs, ""
    game.log("turn", f"Turn {number} begins.")
    steps: list[Step] = []
    for phase in PHASES:
        steps.append(("phase", phase))
        steps.extend(phase_steps(game, phase))
    steps.append(("turn_start",))
    game.push(*steps)


@step("phase")
def phase_start(game: Game, phase: int) -> None:
    game.state.turn.phase = phase
    game.log("phase", f"Phase {phase}: {PHASE_NAMES[phase]}.")


# ------------------------------------------------------------------ phase 1
@step("creature_window")
def creature_window(game: Game) -> None:
    """R8: offered every turn so that its presence tells the Hunted nothing."""
    state = game.state
    options = [Option(Verb.PASS)]
    if hunt.can_play(game):
        options += [Option(Verb.PLAY, card=c) for c in hunt.playable(game, 1)]
    game.ask(
        state.creature.seat,
        Kind.CREATURE_WINDOW,
        options,
        private=True,
        prompt="Play a Phase 1 Hunt card before the Hunted explore, or pass.",
        public_prompt="the Creature may play a Phase 1 Hunt card",
        auto=False,
    )


@answers(Kind.CREATURE_WINDOW)
def creature_window_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PLAY:
        game.push(("creature_window",))
        hunt.play(game, option.card)


def explore_count(game: Game, seat: int) -> int:
    return 2 if game.state.hunted[seat].needs else 1


def explorable(game: Game, seat: int) -> list[int]:
    blocked = game.state.turn.force_field
    return [c for c in game.state.hunted[seat].hand if c not in blocked]


@step("explore")
def explore(game: Game, seat: int) -> None:
    state = game.state
    h = state.hunted[seat]
    turn = state.turn
    options: list[Option] = []
    if seat not in turn.prepared:
        if h.discard:
            options += [Option(Verb.RESIST, n=n) for n in (1, 2) if h.will > n]
        if h.will < 3 or h.discard:
            options.append(Option(Verb.GIVE_UP))
    if survival.can_play(game, seat):
        options += [Option(Verb.PLAY, card=c) for c in survival.playable(game, seat, "explore")]
    cards = explorable(game, seat)
    if explore_count(game, seat) == 2:
        laid = [Option(Verb.EXPLORE, places=pair) for pair in combinations(cards, 2)]
    else:
        laid = [Option(Verb.EXPLORE, places=(c,)) for c in cards]
    if not laid and Option(Verb.GIVE_UP) not in options:
        # Resisting (or Sacrifice) left too few cards that may be laid, e.g. under
        # Force Field: giving up is then the way to get a Place card back.
        options.append(Option(Verb.GIVE_UP))
    options += laid
    what = {"river": " (the River: lay 2 cards)", "artefact": " (the Artefact: lay 2 cards)"}
    game.ask(
        seat,
        Kind.EXPLORE,
        options,
        private=True,
        prompt="Choose the Place card to explore"
        + what.get(h.needs, "")
        + "; you may first resist, give up or play a Phase 1 Survival card.",
        public_prompt=f"{game.name(seat)} is exploring",
        auto=False,
    )


@answers(Kind.EXPLORE)
def explore_answer(game: Game, decision: Decision, option: Option) -> None:
    state = game.state
    seat = decision.seat
    h = state.hunted[seat]
    verb = option.verb
    if verb is Verb.EXPLORE:
        for card in option.places:
            h.hand.remove(card)
            h.played.append(card)
        n = len(option.places)
        game.log(
            "explore",
            f"{game.name(seat)} lays {n} Place card{'s' if n > 1 else ''} face down.",
            {seat: "You lay " + " and ".join(place_name(c) for c in option.places) + " face down."},
        )
        return
    game.push(("explore", seat))
    if verb is Verb.RESIST:
        state.turn.prepared.append(seat)
        h.will -= option.n
        count = min(2 * option.n, len(h.discard))
        game.log(
            "resist",
            f"{game.name(seat)} resists: loses {option.n} Will to take back {count} Place "
            f"card{'s' if count > 1 else ''}.",
        )
        game.push(("pick_back", seat, count, Kind.RESIST_PICK.value, "resisting"))
    elif verb is Verb.GIVE_UP:
        state.turn.prepared.append(seat)
        h.will = 3
        game.log("give_up", f"{game.name(seat)} gives up: back to 3 Will and every Place card.")
        game.take_back(seat, list(h.discard), "giving up")
        game.move_assimilation(1, f"{game.name(seat)} gave up")
    elif verb is Verb.PLAY:
        survival.play(game, seat, option.card, "explore")


@step("pick_back")
def pick_back(game: Game, seat: int, count: int, kind: str, why: str) -> None:
    """Take back ``count`` discarded Place cards of the seat's choice, one at a time."""
    h = game.state.hunted[seat]
    if count <= 0 or not h.discard:
        return
    game.ask(
        seat,
        Kind(kind),
        [Option(Verb.TAKE_BACK, place=c) for c in h.discard],
        private=True,
        prompt=f"Take back a Place card from your discard pile ({count} left to take).",
        public_prompt=f"{game.name(seat)} takes back Place cards",
        ctx=(count, why),
    )


def _pick_back_answer(game: Game, decision: Decision, option: Option) -> None:
    count, why = decision.ctx
    game.take_back(decision.seat, [option.place], why)
    game.push(("pick_back", decision.seat, count - 1, decision.kind.value, why))


answers(Kind.RESIST_PICK)(_pick_back_answer)
answers(Kind.SIXTH_SENSE_PICK)(_pick_back_answer)


# ------------------------------------------------------------------ phase 2
def artemia_available(game: Game) -> bool:
    state = game.state
    on_symbol = state.rescue_left in ARTEMIA_DISTANCES[state.config.board_side]
    return on_symbol or state.turn.artemia_granted


def token_options(game: Game) -> list[Option]:
    turn = game.state.turn
    tokens = turn.tokens
    options: list[Option] = []
    singles = [(p,) for p in PLACE_NUMBERS]
    if "creature" not in tokens:
        options += [Option(Verb.TOKEN, card="creature", places=p) for p in singles]
    if "artemia" not in tokens and artemia_available(game):
        shapes = ADJACENT_PAIRS if "hunt-virus" in turn.hunt_effects else singles
        options += [Option(Verb.TOKEN, card="artemia", places=p) for p in shapes]
    if "target" not in tokens and turn.target_cards:
        shapes = ADJACENT_PAIRS if "hunt-mirage" in turn.hunt_effects else singles
        options += [Option(Verb.TOKEN, card="target", places=p) for p in shapes]
    return options


@step("hunt")
def hunting(game: Game) -> None:
    state = game.state
    options = token_options(game)
    if hunt.can_play(game):
        options += [Option(Verb.PLAY, card=c) for c in hunt.playable(game, 2)]
    if "creature" in state.turn.tokens:
        options.append(Option(Verb.DONE))
    game.ask(
        state.creature.seat,
        Kind.HUNT,
        options,
        private=True,
        prompt="Place your tokens (Creature; Artemia and Target when you have them), play "
        "Phase 2 Hunt cards if you like, then finish the hunt.",
        public_prompt="the Creature is hunting",
        auto=False,
    )


@answers(Kind.HUNT)
def hunting_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.DONE:
        game.log("hunt_done", f"{game.name(decision.seat)} has finished placing tokens.")
        return
    game.push(("hunt",))
    if option.verb is Verb.TOKEN:
        place_token(game, option.card, option.places)
    else:
        hunt.play(game, option.card)


def place_token(game: Game, token: str, places: tuple[int, ...]) -> None:
    game.state.turn.tokens[token] = places
    where = " and ".join(place_name(p) for p in places)
    game.log("token", f"The {token.capitalize()} token is placed on {where}.")


@step("river")
def river(game: Game, seat: int) -> None:
    """R12: after the tokens are placed the River's Hunted picks the card revealed."""
    h = game.state.hunted[seat]
    if h.needs != "river" or len(h.played) != 2:
        return
    game.ask(
        seat,
        Kind.RIVER,
        [Option(Verb.CHOOSE, place=c) for c in h.played],
        private=True,
        prompt="The River: choose which of your two face-down cards is revealed; the other "
        "goes back to your hand.",
        public_prompt=f"{game.name(seat)} chooses which card the River reveals",
    )


@answers(Kind.RIVER)
def river_answer(game: Game, decision: Decision, option: Option) -> None:
    seat = decision.seat
    h = game.state.hunted[seat]
    other = next(c for c in h.played if c != option.place)
    h.played.remove(other)
    h.hand.append(other)
    h.hand.sort()
    game.log(
        "river",
        f"{game.name(seat)} keeps one card on the table and takes the other back unseen.",
        {seat: f"You keep {place_name(option.place)} and take back {place_name(other)}."},
    )


# ------------------------------------------------------------------ windows
@step("window")
def window(game: Game, seat: int, phase: int) -> None:
    """A public card window (R10), offered whenever the public facts allow a card.

    Whether the seat holds a *playable* card is secret, so the window is offered
    whenever it holds any card at all and its limit is not reached (R23).
    """
    state = game.state
    if seat == state.creature.seat:
        if not hunt.can_play(game):
            return
        who = "the Creature"
        what = "Hunt"
    else:
        if not survival.can_play(game, seat):
            return
        who = game.name(seat)
        what = "Survival"
    game.ask(
        seat,
        Kind.CARD_WINDOW,
        [Option(Verb.PASS), Option(Verb.OPEN_HAND)],
        private=False,
        prompt=f"Phase {phase}: does {who} play a {what} card? Open your hand to choose one, "
        "or pass.",
        public_prompt=f"{game.name(seat)} may play a Phase {phase} {what} card",
        ctx=("window", seat, phase),
    )


@answers(Kind.CARD_WINDOW)
def window_answer(game: Game, decision: Decision, option: Option) -> None:
    if option.verb is Verb.PASS:
        game.log("pass", f"{game.name(decision.seat)} passes.")
        return
    open_hand(game, decision.seat, decision.ctx)


def open_hand(game: Game, seat: int, back: Step) -> None:
    """The private half of a public window: the seat's playable cards, or cancel."""
    state = game.state
    if seat == state.creature.seat:
        phase = back[2]
        cards = hunt.playable(game, phase)
    else:
        context = "resolve" if back[0] == "resolve" else f"window{back[2]}"
        cards = survival.playable(game, seat, context, back)
    options = [Option(Verb.CANCEL)] + [Option(Verb.PLAY, card=c) for c in cards]
    game.ask(
        seat,
        Kind.CARD_PICK,
        options,
        private=True,
        prompt="Choose a card to play now, or cancel.",
        public_prompt=f"{game.name(seat)} looks at their cards",
        ctx=back,
        auto=False,
    )


@answers(Kind.CARD_PICK)
def card_pick_answer(game: Game, decision: Decision, option: Option) -> None:
    back = decision.ctx
    seat = decision.seat
    if option.verb is Verb.CANCEL:
        # Cancelling counts as passing, so a window cannot loop forever; at a
        # place, the Hunted chooses again among the place's own options.
        if back[0] == "resolve":
            game.push((*back[:3], False))
        else:
            game.log("pass", f"{game.name(seat)} passes.")
        return
    if seat == game.state.creature.seat:
        game.push(back)
        hunt.play(game, option.card)
    elif back[0] == "resolve":
        survival.play(game, seat, option.card, "resolve", back)
    else:
        game.push(back)
        survival.play(game, seat, option.card, f"window{back[2]}")


# ------------------------------------------------------------------ phase 3
@step("reveal")
def reveal(game: Game) -> None:
    state = game.state
    turn = state.turn
    turn.revealed = True
    for seat in game.hunted_order:
        h = state.hunted[seat]
        turn.positions[seat] = list(h.played)
        names = " and ".join(place_name(c) for c in h.played)
        game.log("reveal", f"{game.name(seat)} reveals {names}.")


# ------------------------------------------------------------------ phase 4
@step("cleanup")
def cleanup(game: Game) -> None:
    state = game.state
    turn = state.turn
    for seat in game.hunted_order:
        h = state.hunted[seat]
        returning = turn.returning.get(seat, [])
        for card in h.played:
            if card in returning:
                h.hand.append(card)
            else:
                h.discard.append(card)
        h.played = []
        if seat in turn.recovering:
            h.hand.extend(h.discard)
            h.discard = []
            game.log("recover", f"{game.name(seat)} takes back every Place card.")
        h.hand.sort()
    state.hunt_discard.extend(state.creature.in_play)
    state.creature.in_play = []
    turn.tokens = {}
    turn.positions = {}
    game.log("cleanup", "Played Place cards go to their discard piles; the tokens come back.")


@step("refill")
def refill(game: Game) -> None:
    missing = 3 - len(game.state.creature.hand)
    if missing > 0:
        game.draw_hunt(missing)


@step("rescue_move")
def rescue_move(game: Game) -> None:
    if game.state.turn.stasis:
        game.log("stasis", "Stasis: the Rescue counter does not move this turn.")
        return
    game.move_rescue(1, "end of turn")
