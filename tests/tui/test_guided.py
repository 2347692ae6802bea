"""The guided first game (issue 36 point 3): started from the title screen, it
plays to its end through the Pilot; each lesson shows once, the first time it
applies; the lessons read can be read again; every lesson is worded in every
language, fits at 80×24 and names no card anybody could be holding."""

from __future__ import annotations

import random
import re

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

from notalone_tui.bots import make_bot
from notalone_tui.bots.base import decide
from notalone_tui.engine import DecisionView, Game, GameConfig, Kind, Verb, get_ruleset
from notalone_tui.i18n.current import card_name, use
from notalone_tui.i18n.languages import LANGUAGES
from notalone_tui.tui.app import NotAloneApp
from notalone_tui.tui.controller import GameController
from notalone_tui.tui.guide.lessons import LESSON_IDS, LESSONS, Moment, lesson
from notalone_tui.tui.guide.name import DEFAULT_NAME, NameScreen
from notalone_tui.tui.guide.screens import LessonScreen, LessonsScreen
from notalone_tui.tui.guide.tutor import (
    CREATURE_SEAT,
    GUIDED_SEED,
    PARTNER_SEAT,
    PLAYER_SEAT,
    Guide,
    guided_game,
)
from notalone_tui.tui.hotseat import Step
from notalone_tui.tui.screens.analysis import AnalysisScreen
from notalone_tui.tui.screens.game_over import GameOverScreen
from notalone_tui.tui.screens.private import PrivateScreen

from .driver import play_game, screen_text, until, until_settled


@pytest.fixture(autouse=True)
def _english() -> object:
    use("en")
    yield
    use("en")


def teacher_of(app: NotAloneApp):  # type: ignore[no-untyped-def]
    assert app.teacher is not None, "no guided game is on"
    return app.teacher


class Lessons:
    """Closes each lesson panel as a player would (Enter), noting which showed
    and what the table looked like underneath."""

    def __init__(self) -> None:
        self.shown: list[str] = []
        self.turn_phase: dict[str, tuple[int, int]] = {}

    async def __call__(self, pilot: Pilot[None]) -> bool:
        app = pilot.app
        assert isinstance(app, NotAloneApp)
        teacher = app.teacher
        if teacher is None:
            return False
        screen = app.screen
        if isinstance(screen, LessonScreen):
            await pilot.pause()
            lesson_id = screen.lesson.id
            self.shown.append(lesson_id)
            view = app.game.view(None)
            self.turn_phase[lesson_id] = (view.turn, view.phase)
            # The panel says what the lesson says, in a few lines over the game.
            text = screen_text(app)
            assert screen.lesson.title_text() in text
            await pilot.press("enter")
            await until(pilot, lambda: app.screen is not screen)
            return True
        if teacher.waiting or teacher.showing:
            await pilot.pause(0)  # a lesson is about to be drawn over the game
            return True
        return False


async def start_guided(pilot: Pilot[None], name: str = "") -> None:
    """From the title screen: the guided game's key, a name (or the default), Enter."""
    await pilot.pause()
    await pilot.press("g")
    app = pilot.app
    assert isinstance(app, NotAloneApp)
    await until_settled(pilot, lambda: isinstance(app.screen, NameScreen))
    if name:
        await pilot.press("ctrl+a", "ctrl+k", *name)  # the default name replaced
    await pilot.press("enter")
    await until(pilot, lambda: app.session is not None)


async def test_the_guided_game_plays_to_its_end_through_the_pilot() -> None:
    app = NotAloneApp(bot_delay=0, autosave=False)
    lessons = Lessons()
    async with app.run_test(size=(80, 24)) as pilot:
        await start_guided(pilot, "Zoé")
        config = app.game.state.config
        assert config.names[PLAYER_SEAT] == "Zoé"
        assert (config.players, config.creature_seat, config.board_side, config.ruleset) == (
            3, CREATURE_SEAT, 1, "base")
        assert app.game.state.seed == GUIDED_SEED
        assert app.bot_levels == {CREATURE_SEAT: "standard", PARTNER_SEAT: "standard"}
        report = await play_game(pilot, random.Random(3), interlude=lessons)
        # The last lessons come over the game-over screen: read them too.
        await until(pilot, lambda: not teacher_of(app).waiting and not teacher_of(app).showing
                    or isinstance(app.screen, LessonScreen))
        while await lessons(pilot):
            pass
        assert app.game.is_over
        # The last lesson read, the guided game ends on the analysis of the game
        # (opened over the game-over screen); Esc stops it and goes back.
        await until(pilot, lambda: isinstance(app.screen, AnalysisScreen))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert report.leaks == []
        assert report.private_screens > 0 and report.handoffs == 0
    # Each lesson once, the welcome first and the game's end last.
    assert len(lessons.shown) == len(set(lessons.shown))
    assert lessons.shown[0] == "welcome" and lessons.shown[-1] == "after"
    for core in ("explore", "tokens", "reckoning", "tracks", "end_of_turn", "winning"):
        assert core in lessons.shown, (core, lessons.shown)
    assert lessons.turn_phase["explore"] == (1, 1)
    assert lessons.turn_phase["reckoning"][1] == 3
    assert lessons.turn_phase["end_of_turn"][0] >= 2 or lessons.turn_phase["end_of_turn"][1] == 4


def walk_guided_game(player_level: str = "standard", seed: int = 5) -> list[Moment]:
    """Every moment the player's screen shows in a guided game (no UI), the
    player's seat answered by a computer."""
    game, bots = guided_game()
    controller = GameController.start(game, bots, autosave=False)
    guide = Guide()
    player = make_bot(player_level, seed)
    moments: list[Moment] = []
    session = controller.session
    for _ in range(5000):
        step = session.current()
        moment = guide.moment(controller.next_step())
        if moment is not None:
            moments.append(moment)
        if step.step is Step.OVER:
            return moments
        assert step.seat is not None
        if step.step is Step.BOT:
            session.answer(step.seat, session.bot_choice(step.seat))
        elif step.step is Step.REVIEW:
            session.dismiss_review()
        elif step.step is Step.INFO:
            session.dismiss_info()
        elif step.step is Step.HANDOFF:
            session.take_keyboard(step.seat)
        else:
            options = session.shown(step).options
            assert options
            if step.table and step.seat != PLAYER_SEAT:
                session.answer(step.seat, options[0])
                continue
            choice = decide(player, game, step.seat)
            session.answer(step.seat, choice if choice in options else options[0])
    raise AssertionError("the guided game did not end")


@pytest.mark.parametrize("level", ["standard", "random"])
def test_each_lesson_shows_at_the_first_moment_it_applies_and_only_then(level: str) -> None:
    moments = walk_guided_game(level)
    guide = Guide()
    given = [guide.lessons_for_moment(m) for m in moments]
    for one in LESSONS:
        applies = next((i for i, m in enumerate(moments) if one.applies(m)), None)
        at = [i for i, lessons in enumerate(given) if one in lessons]
        assert at == ([] if applies is None else [applies]), one.id
    # The moments each lesson names, checked against the screen's own facts.
    first = {lesson_id: i for i, lessons in enumerate(given) for lesson_id in
             (x.id for x in lessons)}
    assert first["welcome"] == 0
    explore = moments[first["explore"]].decision
    assert explore is not None and explore.kind == Kind.EXPLORE and explore.seat == PLAYER_SEAT
    assert moments[first["reckoning"]].view.phase == 3
    assert any(places for _, places in moments[first["tokens"]].view.tokens)
    assert moments[first["after"]].view.winner is not None
    assert first["explore"] < first["reckoning"] < first["end_of_turn"]


def test_lessons_read_only_what_the_player_may_see() -> None:
    """The guide takes no moment from another seat's private screen."""
    from notalone_tui.tui.next_steps import ShowPrivate

    game, _ = guided_game()
    partner = game.view(PARTNER_SEAT)
    step = ShowPrivate(PARTNER_SEAT, None, 0, (), partner, [], lambda option: None)
    guide = Guide()
    assert guide.moment(step) is None and guide.lessons_for(step) == []
    mine = ShowPrivate(PLAYER_SEAT, None, 0, (), game.view(PLAYER_SEAT), [], lambda option: None)
    assert [x.id for x in guide.lessons_for(mine)] == ["welcome"]


def _decision(seat: int, kind: str, verbs: tuple[str, ...]) -> DecisionView:
    from notalone_tui.engine import Option
    from notalone_tui.engine.messages import Msg

    return DecisionView(seat, kind, Msg("x", {}), "private",
                        tuple(Option(Verb(v), place=n + 1) for n, v in enumerate(verbs)))


def test_triggers_read_the_decision_on_show() -> None:
    game = Game.new(GameConfig(names=("A", "B", "C")), seed=1)
    view = game.view(PLAYER_SEAT)
    explore, resist, survival = lesson("explore"), lesson("resist"), lesson("survival")
    plain = Moment(view, _decision(PLAYER_SEAT, Kind.EXPLORE, ("explore",)), PLAYER_SEAT)
    assert explore.applies(plain) and not resist.applies(plain)
    offered = Moment(view, _decision(PLAYER_SEAT, Kind.EXPLORE, ("explore", "give_up")),
                     PLAYER_SEAT)
    assert resist.applies(offered)
    # Somebody else's decision teaches the player nothing.
    other = Moment(view, _decision(PARTNER_SEAT, Kind.EXPLORE, ("explore", "resist")),
                   PLAYER_SEAT)
    assert not explore.applies(other) and not resist.applies(other)
    window = Moment(view, _decision(PLAYER_SEAT, Kind.CARD_WINDOW, ("pass", "open_hand")),
                    PLAYER_SEAT)
    assert survival.applies(window)  # the player holds their starting Survival card
    assert not lesson("will").applies(plain) and not lesson("tokens").applies(plain)
    assert not lesson("tracks").applies(plain) and not lesson("after").applies(plain)


async def test_lessons_read_can_be_read_again() -> None:
    app = NotAloneApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_guided(pilot)
        await until_settled(pilot, lambda: isinstance(app.screen, LessonScreen))
        first = app.screen
        assert isinstance(first, LessonScreen) and first.lesson.id == "welcome"
        await pilot.press("enter")
        await until_settled(pilot, lambda: isinstance(app.screen, LessonScreen)
                            and app.screen is not first)
        await pilot.press("escape")  # Esc closes a lesson too
        await until_settled(pilot, lambda: isinstance(app.screen, PrivateScreen))
        seen = list(teacher_of(app).guide.seen)
        assert seen == ["welcome", "explore"]
        assert "Lessons" in screen_text(app)  # the footer offers the key
        await pilot.press("L")
        await until_settled(pilot, lambda: isinstance(app.screen, LessonsScreen))
        listed = app.screen.query_one(OptionList)
        assert [listed.get_option_at_index(i).id for i in range(listed.option_count)] == seen
        await pilot.press("enter")  # the first: the welcome, again
        await until_settled(pilot, lambda: isinstance(app.screen, LessonScreen))
        again = app.screen
        assert isinstance(again, LessonScreen) and again.lesson.id == "welcome"
        await pilot.press("enter")
        await until_settled(pilot, lambda: isinstance(app.screen, PrivateScreen))
        assert teacher_of(app).guide.seen == seen  # read again, not shown anew


async def test_the_name_is_asked_and_esc_goes_back_to_the_title() -> None:
    from notalone_tui.tui.screens.title import TitleScreen

    app = NotAloneApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("g")
        await until_settled(pilot, lambda: isinstance(app.screen, NameScreen))
        await pilot.press("escape")
        await until_settled(pilot, lambda: isinstance(app.screen, TitleScreen))
        assert app.session is None
        await start_guided(pilot)  # Enter at once: the default name
        assert app.game.state.config.names[PLAYER_SEAT] == DEFAULT_NAME


def test_the_computers_take_other_names_than_the_player() -> None:
    game, _ = guided_game("nyx")
    names = game.state.config.names
    assert names[PLAYER_SEAT] == "nyx"
    assert len({n.casefold() for n in names}) == 3


async def test_a_lesson_on_show_is_reworded_in_the_language_chosen() -> None:
    app = NotAloneApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_guided(pilot)
        await until_settled(pilot, lambda: isinstance(app.screen, LessonScreen))
        english = lesson("welcome").body_text()
        app.switch_language("fr")
        await pilot.pause()
        body = str(app.screen.query_one("#lesson-body", Static).content)
        assert body == lesson("welcome").body_text() != english


async def test_other_games_have_no_lessons() -> None:
    game = Game.new(GameConfig(names=("A", "B", "C")), seed=4)
    app = NotAloneApp(game, bots={0: "standard", 2: "standard"}, bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_settled(pilot, lambda: isinstance(app.screen, PrivateScreen))
        assert app.teacher is None and app.controller is not None
        assert app.controller.guide is None
        assert "Lessons" not in screen_text(app)


def _texts(lang: str) -> list[str]:
    use(lang)
    return [text for one in LESSONS for text in (one.title_text(), one.body_text())]


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_lesson_is_translated(lang: str) -> None:
    english = _texts("en")
    theirs = _texts(lang)
    for mine, words in zip(english, theirs, strict=True):
        assert words != mine or words in ("Artemia",), (lang, mine)
    if lang == "fr":
        # The French edition's words, as every other screen says them.
        body = " ".join(theirs)
        for term in ("Volonté", "Secours", "Assimilation", "carte Lieu", "Traqué", "Plage",
                     "Balise", "Résolution"):
            assert term in body, term
        assert not re.search(r"\S[;:!?]", body.replace("://", "")), "French spacing"
    if lang == "pt":
        assert "Perseguido" in " ".join(theirs)
    if lang == "ro":
        assert "Vânat" in " ".join(theirs)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_lessons_name_no_card_anybody_could_hold(lang: str) -> None:
    """The lessons are the same for everybody: no Hunt or Survival card's name
    (those are what hands hide), in English or in the language spoken."""
    rules = get_ruleset("base")
    texts = " ".join(_texts(lang))
    use(lang)
    for card in (*rules.hunt_cards, *rules.survival_cards):
        for name in {rules.card_name(card), card_name(rules, card)}:
            assert not re.search(rf"\b{re.escape(name)}\b", texts), (lang, name)


@pytest.mark.parametrize("lang", list(LANGUAGES))
async def test_every_lesson_fits_at_80x24(lang: str) -> None:
    use(lang)
    app = NotAloneApp(autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for lesson_id in LESSON_IDS:
            screen = LessonScreen(lesson(lesson_id))
            await app.push_screen(screen)
            await pilot.pause()
            box = screen.query_one("#lesson-box")
            keys = screen.query_one("#lesson-keys", Static)
            body = screen.query_one("#lesson-body", Static)
            # The whole body and the keys line inside the panel, the panel
            # leaving at least half the screen to the game below.
            assert box.region.contains_region(keys.region), (lang, lesson_id)
            assert box.region.contains_region(body.region), (lang, lesson_id)
            assert box.region.height <= 12, (lang, lesson_id)
            await pilot.press("enter")
            await until(pilot, lambda s=screen: app.screen is not s)  # type: ignore[misc]
