"""The standard bot's choices about Frozen Lands: the Contamination tokens and
the decisions the places add.

The rules live in :mod:`notalone_tui.engine.rulesets.frozen_lands`; this module
adds only judgement, from the seat's own view: the counts of tokens (public),
the faces the seat itself looked at (its own view only) and the odds the box's
5 icon / 9 blank leave for the others
(:mod:`notalone_tui.engine.rulesets.frozen_lands.knowledge`, which also models
the end of the game: the team's chance with the best of Advance and Hold).

* **Advance or Hold** (Phase 4, the team's choice): Advance when turning every
  held token up now is at least as likely to win as holding the counter back a
  turn (one token fewer, the Assimilation counter's move as measured);
  otherwise Hold, naming the Hunted whose discard helps most.
* **Discard a token** instead of a place's power: worth :data:`TOKEN_WORTH`
  times the rise in the team's chance, so early in the game, or while the
  Assimilation counter is far from Victory, the power wins; near the end, and
  the more tokens are held, the discard does.
* The places' own decisions: the best card back, the card the Snowcat brings,
  the Survival card to give away, the power the Aurora repeats.

Each answer returns ``None`` when it has no opinion; the standard bot then
decides as it would anyway.
"""

from __future__ import annotations

from notalone_tui.bots.judgement import Answer, Judge
from notalone_tui.bots.knowledge import own
from notalone_tui.bots.packs.base import survival_value
from notalone_tui.engine import GameView, Option, Verb
from notalone_tui.engine.rulesets.frozen_lands import (
    MARKER_CARDS,
    contamination,
    endgame,
    places,
    survival_cards,
)
from notalone_tui.engine.rulesets.frozen_lands import knowledge as token_odds

RULESET_ID = "frozen-lands"
#: How much one unit of the team's chance to win is worth against a place's
#: power (the places' values use the same scale).
TOKEN_WORTH = places.TOKEN_WORTH
#: Extra weight on a Creature token's catch on the Ice Cave, where a caught
#: Hunted also takes a token.
ICE_CAVE_CATCH = 0.35


def is_frozen(view: GameView) -> bool:
    """Whether the view's game is played in Frozen Lands (with or without the sheets)."""
    return view.ruleset.split("+", 1)[0] == RULESET_ID


#: How fast a discard's worth fades with each step the Rescue counter still has
#: to go beyond the last two (see :func:`token_discard_value`).
EARLY_FADE = 1.0
#: How much more a discard is worth for each token the bot holds beyond one.
HOLDING_PREMIUM = 0.25


def _fade(view: GameView) -> float:
    """How much of a token's worth counts now: all of it in the last two steps of
    the Rescue counter, less and less before."""
    return 1 / (1 + EARLY_FADE * max(0, view.track("rescue").left - 2))


def token_discard_value(view: GameView) -> float:
    """What discarding one of its own tokens is worth to the viewer now (in the
    units of the places' power values): :data:`TOKEN_WORTH` times the rise in the
    team's chance at the end (:func:`~notalone_tui.engine.rulesets.frozen_lands.knowledge.discard_gain`),
    faded while the end is far (more tokens will come and go, and later turns
    can purge as well as this one), and raised for each token the bot holds
    beyond one (only their holder can discard them in Phase 3, so a Hunted
    holding several has the fewest turns to spare)."""
    assert view.viewer is not None
    gain = token_odds.discard_gain(view, view.viewer)
    if gain <= 0:
        return 0.0
    held = own(view).contamination
    return TOKEN_WORTH * gain * _fade(view) * (1 + HOLDING_PREMIUM * max(0, held - 1))


#: The option "take a Contamination token" some effects offer against another cost.
TAKE_TOKEN = Option(Verb.CHOOSE, card=contamination.TOKEN)
#: What one Will is worth to a Hunted at 3 and at 2 Will (at 1, losing it is
#: losing the last one: a token anyway, and a step of the Assimilation counter).
WILL_WORTH = {3: 1.0, 2: 2.0}


def will_or_token(view: GameView, options: tuple[Option, ...]) -> Option | None:
    """Lose a Will or take a token (Hypothermia, say): the token when losing the
    Will would be the last one or costs more than the token's fall in the team's
    chance; ``None`` unless the options are exactly that choice."""
    lose = Option(Verb.LOSE_WILL)
    if set(options) != {lose, TAKE_TOKEN}:
        return None
    will = own(view).will
    if will <= 1:
        return TAKE_TOKEN
    token_cost = TOKEN_WORTH * token_odds.take_loss(view) * _fade(view)
    return TAKE_TOKEN if token_cost < WILL_WORTH.get(will, 1.0) else lose


def team_choice(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Advance when the tokens are as likely clean as holding would make the team;
    otherwise Hold (the Hunted named: see :func:`best_holder`)."""
    holds = [o for o in options if o.card == endgame.HOLD]
    if endgame.ADVANCE not in options or not holds:
        return options[0]
    o = token_odds.odds(view)
    left = token_odds.creature_left(view)
    advance = 0.0 if o.known_icons else token_odds.clean_chance(o.unknown, o.icons, o.blanks)
    discard = any(h.seat >= 0 for h in holds)
    hold = token_odds.hold_chance(o.known_icons, o.unknown, o.icons, o.blanks, left, discard)
    if advance >= hold:
        return endgame.ADVANCE
    return best_holder(view, holds)


def best_holder(view: GameView, holds: list[Option]) -> Option:
    """The Hold naming the Hunted whose discard raises the team's chance most (the
    viewer itself if it knows it holds an icon; never one who holds only tokens
    the viewer knows are blank); among equals, the one holding most tokens."""
    by_seat = {hv.seat: hv for hv in view.hunted}
    left = token_odds.creature_left(view)

    def gain(option: Option) -> tuple[float, int]:
        if option.seat < 0:
            return (0.0, 0)
        return (token_odds.discard_gain(view, option.seat, left),
                by_seat[option.seat].contamination)

    return max(holds, key=gain)


def capsule_discard(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The Capsule offers a free discard: take it, unless every token held is one
    the bot knows is blank (then keeping it costs nothing and a discard could
    only be taxed, by Relapse)."""
    keep = Option(Verb.PASS)
    if contamination.DISCARD_TOKEN not in options:
        return options[0]
    me = own(view)
    known_blank = me.known_contamination is not None and len(me.known_contamination) == \
        me.contamination and all(f != contamination.INFECTED for f in me.known_contamination)
    return keep if known_blank and keep in options else contamination.DISCARD_TOKEN


def take_back(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """A card of one's choice back from the discard pile: the most valuable."""
    return max(options, key=lambda o: bot.card_value(o.place))


def snowcat(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The reserve card the Snowcat brings: the most valuable place."""
    return max(options, key=lambda o: bot.card_value(o.place) + bot.place_value(o.place))


def fl_survival_value(card: str) -> float:
    """How much a Hunted wants a Survival card in hand, Frozen Lands' included
    (the dodges most; the Marker cards, dead in this mode, least)."""
    if card in MARKER_CARDS:
        return 0.0
    return FL_SURVIVAL_VALUE.get(card, survival_value(card))


FL_SURVIVAL_VALUE: dict[str, float] = {
    survival_cards.ICE_BRIDGE: 1.6, survival_cards.ROPE_LINE: 1.4,
    survival_cards.SNOWDRIFT: 1.2, survival_cards.WHITEOUT: 1.1,
    survival_cards.ANTIDOTE: 1.3, survival_cards.PURIFICATION: 1.3,
    survival_cards.THERMAL_BLANKET: 1.2, survival_cards.BODY_HEAT: 1.0,
    survival_cards.DIAGNOSTIC_KIT: 1.0, survival_cards.TRIAGE: 0.9,
    survival_cards.BURIED_CACHE: 1.1, survival_cards.FLARE: 0.9,
    survival_cards.SHARED_RATIONS: 0.9, survival_cards.DISTRESS_SIGNAL: 1.0,
    survival_cards.TRAIL_MARKERS: 0.7,
}


def base_camp_give(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """Of the two cards drawn, give away the one worth less (keep the better)."""
    return min(options, key=lambda o: fl_survival_value(o.card))


def aurora(bot: Judge, view: GameView, options: tuple[Option, ...]) -> Option:
    """The Aurora lets a Hunted use its power again: the best of its options."""
    me = own(view)
    return max(options, key=lambda o: bot.power_score(view, o, me.will))


#: The standard bot's answer to each decision Frozen Lands adds, by kind.
ANSWERS: dict[str, Answer] = {
    endgame.TEAM_CHOICE: team_choice,
    places.CAPSULE_DISCARD: capsule_discard,
    places.TAKE_BACK_PICK: take_back,
    places.SNOWCAT_PICK: snowcat,
    places.BASE_CAMP_GIVE: base_camp_give,
    places.AURORA_AGAIN: aurora,
}


def catch_weight(view: GameView, place: int) -> float:
    """How much more a Creature gains from each Hunted it catches on ``place``
    (1.0: the usual Will and Assimilation; the Ice Cave adds a token)."""
    return 1.0 + ICE_CAVE_CATCH if place == 1 and is_frozen(view) else 1.0
