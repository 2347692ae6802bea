"""The guided first game's lessons: what each says and when it first applies.

A lesson is data: an id, a title and a body (marked for translation, worded
when shown), and a trigger that reads a :class:`Moment`: what the player's own
screen shows at one step of the game (their own seat's view on their private
screen, the public view on the table), never another seat's secrets. The
texts are generic: they explain rules, never name a card anybody holds.

They are written in our own words from the rulebooks (the Remastered Edition's
"Playing a Turn" and "End of Game"); the game terms are the catalogue's own
(French: the French edition's names), so a lesson says "Volonté" and
"Secours" as every screen does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from notalone_tui.engine import Verb
from notalone_tui.i18n.current import N_, _

if TYPE_CHECKING:
    from notalone_tui.engine import DecisionView, GameView, HuntedView

#: The decision kind of the Exploration (the base game's ``Kind.EXPLORE``): a
#: decision's kind is a plain string the rule set names.
EXPLORE = "explore"
#: The phases of a turn as the base game numbers them (R: "Playing a Turn").
RECKONING, END_OF_TURN = 3, 4
#: Spaces left on a track when the end of the game is worth explaining.
NEAR_THE_END = 3


@dataclass(frozen=True, slots=True)
class Moment:
    """What the player's screen shows at one step: the view it renders (the
    player's own on their private screen, the public one on the table) and
    the decision it asks, if any."""

    view: GameView
    decision: DecisionView | None
    #: The player's seat (the one person at this table).
    seat: int

    @property
    def me(self) -> HuntedView | None:
        """The player's Hunted as this view shows it (public fields only are read)."""
        return next((h for h in self.view.hunted if h.seat == self.seat), None)

    @property
    def my_decision(self) -> DecisionView | None:
        """The decision on show when it is the player's own to answer."""
        decision = self.decision
        return decision if decision is not None and decision.seat == self.seat else None

    def my_verbs(self) -> frozenset[str]:
        """The verbs of the options offered to the player now."""
        decision = self.my_decision
        return frozenset(o.verb for o in (decision.options or ())) if decision else frozenset()


@dataclass(frozen=True, slots=True)
class Lesson:
    id: str
    #: English, marked for translation: worded with :meth:`title_text`.
    title: str
    body: str
    #: Whether the lesson applies at this moment (it shows the first time it does).
    applies: Callable[[Moment], bool]

    def title_text(self) -> str:
        return _(self.title)

    def body_text(self) -> str:
        return _(self.body)


def _always(moment: Moment) -> bool:
    return True


def _exploring(moment: Moment) -> bool:
    decision = moment.my_decision
    return decision is not None and decision.kind == EXPLORE


def _resisting(moment: Moment) -> bool:
    return _exploring(moment) and bool(moment.my_verbs() & {Verb.RESIST, Verb.GIVE_UP})


def _tokens(moment: Moment) -> bool:
    return any(places for _, places in moment.view.tokens)


def _reckoning(moment: Moment) -> bool:
    return moment.view.phase == RECKONING


def _will(moment: Moment) -> bool:
    me = moment.me
    return me is not None and me.will < 3


def _survival(moment: Moment) -> bool:
    """The player holds a Survival card and is offered to play a card now."""
    me = moment.me
    return (me is not None and me.survival_count > 0
            and bool(moment.my_verbs() & {Verb.PLAY, Verb.OPEN_HAND}))


def _tracks(moment: Moment) -> bool:
    return any(track.moved > 0 for track in moment.view.tracks)


def _beach(moment: Moment) -> bool:
    return moment.view.marker_on_beach


def _end_of_turn(moment: Moment) -> bool:
    return moment.view.phase == END_OF_TURN or moment.view.turn > 1


def _near_the_end(moment: Moment) -> bool:
    return moment.view.winner is not None or any(
        track.left <= NEAR_THE_END for track in moment.view.tracks)


def _over(moment: Moment) -> bool:
    return moment.view.winner is not None


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "welcome",
        # TRANSLATORS: a lesson's title in the guided first game.
        N_("Welcome to Artemia"),
        # TRANSLATORS: a lesson of the guided first game. "L" is the key that lists lessons.
        N_("You play a Hunted, stranded on the planet Artemia with a second Hunted; "
           "the Creature hunts you both (the computer plays both of them). Hold out "
           "until the rescue comes. Each rule is explained here the first time it "
           "applies: press Enter to close a lesson, L to read one again."),
        _always,
    ),
    Lesson(
        "explore",
        # TRANSLATORS: a lesson's title in the guided first game.
        N_("Exploring"),
        # TRANSLATORS: a lesson of the guided first game.
        N_("Each turn starts with the Exploration: every Hunted secretly plays one "
           "Place card from their hand, face down. Then the Creature hunts without "
           "knowing where you went. The card you play goes to your discard pile, "
           "which everybody sees: the fewer cards left in your hand, the easier "
           "you are to guess."),
        _exploring,
    ),
    Lesson(
        "tokens",
        # TRANSLATORS: a lesson's title in the guided first game.
        N_("The Creature's tokens"),
        # TRANSLATORS: a lesson of the guided first game.
        N_("After the Exploration the Creature puts its tokens on places. The "
           "Creature token catches every Hunted there. The Artemia token comes "
           "when the Rescue counter stands on an Artemia symbol, or with a Hunt "
           "card: a Hunted there discards a Place card. The Target token comes "
           "only with a Hunt card, which says what it does."),
        _tokens,
    ),
    Lesson(
        "reckoning",
        # TRANSLATORS: a lesson's title in the guided first game.
        N_("The Reckoning"),
        # TRANSLATORS: a lesson of the guided first game.
        N_("Now the Place cards are revealed. Where no token stands, a Hunted uses "
           "the place's power or takes back 1 Place card from their discard pile. "
           "A Hunted caught by the Creature token loses 1 Will and gets nothing "
           "there, and the Assimilation counter moves 1 space, however many were "
           "caught."),
        _reckoning,
    ),
    Lesson(
        "will",
        # TRANSLATORS: a lesson's title in the guided first game.
        N_("Your Will"),
        # TRANSLATORS: a lesson of the guided first game.
        N_("You lost Will. A Hunted has 3 Will. Whoever loses the last one gets "
           "all 3 back and every Place card, but the Assimilation counter moves 1 "
           "more space: the Creature comes closer to winning."),
        _will,
    ),
    Lesson(
        "resist",
        # TRANSLATORS: a lesson's title in the guided first game.
        N_("Resisting and giving up"),
        # TRANSLATORS: a lesson of the guided first game.
        N_("Before exploring you may Resist: lose 1 Will to take back 2 Place cards "
           "from your discard pile, or 2 Will for 4 (never your last Will). Or "
           "Give up: back to 3 Will and every Place card, but the Assimilation "
           "counter moves 1 space. Both widen your choice of places."),
        _resisting,
    ),
    Lesson(
        "survival",
        # TRANSLATORS: a lesson's title in the guided first game.
        N_("Survival cards"),
        # TRANSLATORS: a lesson of the guided first game.
        N_("You hold a Survival card. Each one says in which phase it may be "
           "played; a Hunted plays at most one a turn, then it is discarded. Some "
           "places give more of them. The table asks whether anyone plays a card: "
           "open your hand to play one, or pass."),
        _survival,
    ),
    Lesson(
        "end_of_turn",
        # TRANSLATORS: a lesson's title in the guided first game.
        N_("The end of a turn"),
        # TRANSLATORS: a lesson of the guided first game.
        N_("At the end of a turn each Hunted puts the Place card played face up on "
           "their discard pile, the Creature takes back its tokens and draws Hunt "
           "cards up to 3, and the Rescue counter moves 1 space. Then a new "
           "Exploration begins."),
        _end_of_turn,
    ),
    Lesson(
        "tracks",
        # TRANSLATORS: a lesson's title in the guided first game.
        N_("The two tracks"),
        # TRANSLATORS: a lesson of the guided first game.
        N_("The board has two counters. The Rescue counter moves 1 space at the end "
           "of every turn, and some places move it too: when it reaches its goal, "
           "the Hunted win. The Assimilation counter moves when Hunted are caught "
           "or give up: when it reaches its goal, the Creature wins."),
        _tracks,
    ),
    Lesson(
        "beach",
        # TRANSLATORS: a lesson's title in the guided first game.
        N_("The Beach and its Marker"),
        # TRANSLATORS: a lesson of the guided first game.
        N_("The Marker is on the Beach. The next Hunted who uses the Beach's power "
           "takes it off and moves the Rescue counter 1 space. Only once a turn "
           "for all the Hunted: plan it with your partner, and beware, the "
           "Creature knows it too."),
        _beach,
    ),
    Lesson(
        "winning",
        # TRANSLATORS: a lesson's title in the guided first game.
        N_("Winning"),
        # TRANSLATORS: a lesson of the guided first game.
        N_("A counter is close to its goal. The game ends at once when one gets "
           "there: the Rescue counter, and the Hunted are saved; the Assimilation "
           "counter, and the Creature wins. Every space counts now."),
        _near_the_end,
    ),
    Lesson(
        "after",
        # TRANSLATORS: a lesson's title in the guided first game.
        N_("After the game"),
        # TRANSLATORS: a lesson of the guided first game.
        N_("The game is over. Every card can be shown now: the replay (r) steps "
           "through it, and the analysis shows where it was won or lost. Start a "
           "game of your own with n."),
        _over,
    ),
)

LESSON_IDS = tuple(lesson.id for lesson in LESSONS)


def lesson(lesson_id: str) -> Lesson:
    return next(lesson for lesson in LESSONS if lesson.id == lesson_id)
