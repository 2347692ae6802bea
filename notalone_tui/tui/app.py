"""The notalone Textual app: screens on top of the hot-seat controller.

Data flows one way: a key press picks an option on a screen, the app hands it
to the game's controller (:class:`~.controller.GameController`, which applies
it to the engine), and the controller says what to do next (one of
:mod:`.next_steps`), which the app puts on screen; screens render the view of
the seat that may look at them and nothing else.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from textual import events
from textual.app import App, SystemCommand
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.screen import Screen

from notalone_tui.i18n.current import N_, _, language, use

from .pace import pace_name, saved_pace_setting
from .requests import (
    ExportRequested,
    FirstClaimed,
    GuidedGameRequested,
    HandoffConfirmed,
    HelpRequested,
    HintRequested,
    InfoRead,
    NewGameRequested,
    OptionChosen,
    ResumeRequested,
    ReviewRead,
    StartGameRequested,
    TakeBackRequested,
)
from .screens.base import BaseScreen, too_small
from .screens.title import TitleScreen

# The title screen needs none of the game: the engine, the bots and the game
# screens are imported when a game starts, which keeps start-up close to a bare
# Textual app's.
if TYPE_CHECKING:
    from notalone_tui.engine import Decision, Game, GameConfig, Option
    from notalone_tui.records import GameRecord

    from .controller import GameController
    from .guide.teacher import Teacher
    from .guide.tutor import Guide
    from .hotseat import HotSeat
    from .next_steps import NextStep, ShowTable
    from .screens.handoff import HandoffScreen
    from .screens.private import PrivateScreen
    from .screens.table import TableScreen

S = TypeVar("S", bound=Screen[None])


#: Keys taken even while the terminal is too small to show the game: quitting.
ALWAYS_KEYS = frozenset({"ctrl+q", "ctrl+c"})
#: Seconds after a new decision appears during which Enter is not taken as a choice.
INPUT_GUARD = 0.25
#: Handoffs between two full tidies of memory (see :meth:`NotAloneApp._tidy_memory`).
FULL_TIDY_EVERY = 30


class NotAloneApp(App[None]):
    TITLE = "notalone"
    SUB_TITLE = N_("Not Alone in the terminal")
    BINDINGS = [
        Binding("question_mark", "help", N_("Help"), key_display="?", show=False),
        Binding("f1", "help", N_("Help"), show=False),
        Binding("ctrl+z", "undo", N_("Undo"), key_display="^z", priority=True),
        # TRANSLATORS: a key's label in the footer (guided game): the lessons read so far.
        Binding("L", "lessons", N_("Lessons"), key_display="L"),
    ]

    def __init__(self, game: Game | None = None, bots: dict[int, str] | None = None,
                 bot_delay: float | None = None, input_guard: float | None = None,
                 replay: GameRecord | None = None, autosave: bool = True,
                 resumed: bool = False, hints: dict[int, int] | None = None) -> None:
        """``game``: open straight onto this game (tests, benchmarks, resumed games);
        ``bots``: seat -> bot level for the seats the computer plays; ``bot_delay``:
        a fixed time a bot takes per decision (tests, benchmarks), instead of the
        player's pace setting (see :mod:`notalone_tui.tui.pace`);
        ``replay``: open the replay viewer on this record instead (``notalone
        replay``); ``autosave``: save after every action (see :mod:`notalone_tui.saves`);
        ``resumed``: ``game`` comes from a save, so it opens on a handoff, never on
        somebody's private screen; ``hints``: ``game`` was set up with hints, and
        these were shown by seat (``None``: no hints)."""
        super().__init__()
        self.replay_record = replay
        self.autosave = autosave
        self.initial_resumed = resumed
        #: The game being played (None before the first game starts).
        self.controller: GameController | None = None
        self.initial_game = game
        self.initial_bots = bots or {}
        self.initial_hints = hints
        self.bot_delay = bot_delay
        self.pace = saved_pace_setting()
        self.input_guard = INPUT_GUARD if input_guard is None else input_guard
        #: Why autosaves fail now (None while they work), as every screen shows it.
        self.save_trouble: str | None = None
        self._installed: list[str] = []
        self._game_number = 0
        #: Quick tidies of memory since the last full one.
        self._quick_tidies = 0
        self.table: TableScreen
        self.handoff: HandoffScreen
        self.private: dict[int, PrivateScreen] = {}
        #: Shows the guided game's lessons (None in every other game).
        self.teacher: Teacher | None = None

    @property
    def session(self) -> HotSeat | None:
        """The hot-seat flow of the game being played, for tests and tools that
        look into it: the app itself asks only the controller."""
        return self.controller.session if self.controller is not None else None

    @property
    def bot_levels(self) -> dict[int, str]:
        return self.controller.bot_levels if self.controller is not None else {}

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not self.screen_stack:
            # A key can still be on its way up from a widget while the app closes
            # its screens; with no screen left there is nobody to give it to.
            return
        if self._held_while_too_small(event) or self._unmeasured_page(event):
            return
        await super().on_event(event)

    def _held_while_too_small(self, event: events.Event) -> bool:
        """Whether ``event`` is input to drop because the terminal is too small.

        The screens then show only "please enlarge the terminal": a key must not
        answer a question nobody can see, nor a click a dialog drawn over that
        notice. Quitting still works, and Esc closes a dialog (the palette, a
        confirmation: closing one answers nothing). Keys are caught here, before
        Textual looks up any binding, priority ones included (Enter on a
        handoff, Ctrl+Z)."""
        if (not isinstance(event, events.Key | events.MouseDown | events.MouseUp
                           | events.Click)
                or event.is_forwarded or not self.screen_stack
                or not too_small(self.size.width, self.size.height)):
            return False
        screen = self.screen
        modal = screen.is_modal
        if not (modal or isinstance(screen, BaseScreen)):
            return False  # the rules and help: reading only, at any size
        if isinstance(event, events.Key):
            return event.key not in ALWAYS_KEYS and not (modal and event.key == "escape")
        return modal

    def on_mount(self) -> None:
        self.sub_title = _(self.SUB_TITLE)
        if self.replay_record is not None:
            from .screens.replay import ReplayScreen

            self.push_screen(ReplayScreen(self.replay_record, standalone=True))
            return
        self.push_screen(TitleScreen())
        if self.initial_game is not None:
            self.start(self.initial_game, self.initial_bots, resumed=self.initial_resumed,
                       hints=self.initial_hints)

    # ------------------------------------------------------ what screens ask
    def on_new_game_requested(self, _: NewGameRequested) -> None:
        self.new_game()

    def on_guided_game_requested(self, request: GuidedGameRequested) -> None:
        self.start_guided(request.name)

    def on_start_game_requested(self, request: StartGameRequested) -> None:
        self.start_game(request.config, request.seed, request.bots, hints=request.hints)

    def on_resume_requested(self, request: ResumeRequested) -> None:
        self.start(request.game, request.bots, resumed=True, hints=request.hints)

    def on_help_requested(self, request: HelpRequested) -> None:
        self.action_help(request.topic)

    def on_export_requested(self, request: ExportRequested) -> None:
        self.export_record(request.game)

    def on_delivery_failed(self, failed: events.DeliveryFailed) -> None:
        """A download offered to the browser did not get there (see the export screen)."""
        self.notify(_("The download did not reach your browser: {reason}").format(
            reason=failed.exception), severity="error", timeout=8, markup=False)

    def on_handoff_confirmed(self, _: HandoffConfirmed) -> None:
        self.handoff_confirmed()

    def on_first_claimed(self, _: FirstClaimed) -> None:
        if self.controller is not None and self.controller.claim_first():
            self.advance()

    def on_take_back_requested(self, _: TakeBackRequested) -> None:
        self.action_undo()

    def on_review_read(self, _: ReviewRead) -> None:
        self.acknowledge_review()

    def on_info_read(self, _: InfoRead) -> None:
        self.dismiss_info()

    def on_hint_requested(self, request: HintRequested) -> None:
        """``h`` on a private screen: the hint goes to that screen alone."""
        from .screens.private import PrivateScreen

        screen = self.screen
        if self.controller is None or not isinstance(screen, PrivateScreen):
            return
        found = self.controller.hint(screen.seat, request.serial)
        if found is not None:
            screen.show_hint(found.option, self.controller.words(found.reason))

    def on_option_chosen(self, chosen: OptionChosen) -> None:
        self.choose(chosen.option, chosen.serial)

    # ------------------------------------------------------------ navigation
    def action_help(self, topic: str = "rules") -> None:
        from .help.screen import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            rules = self.controller.rules if self.controller is not None else None
            self.push_screen(HelpScreen(topic) if rules is None else HelpScreen(topic, rules))

    def new_game(self) -> None:
        from .screens.game_over import GameOverScreen
        from .screens.setup import SetupScreen

        self._drop_game_screens()
        if isinstance(self.screen, GameOverScreen):
            self.switch_screen(SetupScreen())
        else:
            self.push_screen(SetupScreen())

    def _drop_game_screens(self) -> None:
        """Forget the previous game's screens (and with them its secrets)."""
        for name in list(self._installed):
            if not self.is_screen_installed(name):
                self._installed.remove(name)
                continue
            screen = self.get_screen(name)
            if not screen.is_current:
                self.uninstall_screen(name)
                self._installed.remove(name)
                # Uninstalled, a screen on no stack stays mounted on the app,
                # widgets and all, for good (Textual removes only the screens it
                # switches away from uninstalled): removing it lets it go.
                screen.remove()

    def start_game(self, config: GameConfig, seed: int,
                   bots: dict[int, str] | None = None, hints: bool = False) -> None:
        from notalone_tui.engine import Game

        self.start(Game.new(config, seed=seed), bots or {}, hints={} if hints else None)

    def start_guided(self, name: str = "") -> None:
        """The guided first game: three players, ``name`` a Hunted against the
        computer, on a fixed seed, with its lessons."""
        from .guide.tutor import Guide, guided_game

        game, bots = guided_game(name)
        self.start(game, bots, guide=Guide())

    def start(self, game: Game, bots: dict[int, str] | None = None,
              resumed: bool = False, hints: dict[int, int] | None = None,
              guide: Guide | None = None) -> None:
        from .controller import GameController
        from .screens.handoff import HandoffScreen
        from .screens.private import CreatureScreen, HuntedScreen
        from .screens.table import TableScreen

        self._drop_game_screens()
        self.settle_saves()  # the last game's last save (and its outcome) first
        self.controller = GameController.start(
            # The guided game is not saved: it would replace a game saved to
            # be continued, and continued it would have lost its lessons.
            game, bots, resumed=resumed, autosave=self.autosave and guide is None,
            notify=lambda message: self.notify(message, severity="error", timeout=8,
                                               markup=False),
            hints=hints,
        )
        controller = self.controller
        controller.guide = guide
        if guide is None:
            self.teacher = None
        else:
            from .guide.teacher import Teacher

            self.teacher = Teacher(self, guide)
        config = game.state.config
        self.table = self._install("table", TableScreen())
        self.table.words = controller.words
        self.handoff = self._install("handoff", HandoffScreen())
        # One private screen per role, handed from seat to seat behind the
        # handoff screen: built and styled once rather than once per seat.
        self.private = {}
        shared: dict[str, PrivateScreen] = {}
        for seat in range(config.players):
            role = controller.role(seat)
            if role not in shared:
                cls = CreatureScreen if role == "Creature" else HuntedScreen
                shared[role] = self._install(f"private-{role.lower()}", cls(seat, role))
                shared[role].words = controller.words
                shared[role].hints_on = hints is not None
            self.private[seat] = shared[role]
        self.save()
        self.advance()
        # A new game changes hands too: what the title, the set-up and any
        # earlier game left behind is collected now, once its first screen is
        # painted, rather than at the game's first handoff.
        self.call_after_refresh(self._tidy_memory, True)

    def _install(self, name: str, screen: S) -> S:
        self._game_number += 1
        name = f"{name}-{self._game_number}"
        self.install_screen(screen, name)
        self._installed.append(name)
        return screen

    def _show(self, screen: Screen[None]) -> None:
        if not screen.is_current:
            from .screens.base import PayloadScreen

            if isinstance(screen, PayloadScreen):
                screen.draw_before_switch()
            self.switch_screen(screen)

    # ------------------------------------------------------------ the flow
    @property
    def game(self) -> Game:
        assert self.controller is not None
        return self.controller.game

    _advance_pending = False

    def _overlay_on_top(self) -> bool:
        """Whether something the player opened (help, the command palette, a
        replay, an export) covers the game screens."""
        from .screens.game_over import GameOverScreen
        from .screens.setup import SetupScreen

        screen = self.screen
        if type(screen) is Screen or isinstance(screen, TitleScreen | SetupScreen | GameOverScreen):
            return False
        return not self._is_game_screen(screen)

    @staticmethod
    def _is_game_screen(screen: Screen[object]) -> bool:
        """The table, a handoff or a private screen (of this game or the last)."""
        from .screens.handoff import HandoffScreen
        from .screens.private import PrivateScreen
        from .screens.table import TableScreen

        return isinstance(screen, TableScreen | HandoffScreen | PrivateScreen)

    def pop_screen(self) -> AwaitComplete:
        stack = self.screen_stack
        if (self.controller is not None and self._is_game_screen(self.screen)) or (
                len(stack) >= 2 and type(stack[-2]) is Screen):
            # The game screens and the screen the app starts on are only ever
            # switched, never popped: a pop here is a stray second dismissal
            # (Textual's palette can dismiss twice when a click lands as its
            # command starts) and would leave Textual's blank default screen.
            return AwaitComplete.nothing()
        result = super().pop_screen()
        if self._advance_pending:
            self.call_after_refresh(self._advance_when_uncovered)
        return result

    def _advance_when_uncovered(self) -> None:
        if self._advance_pending and not self._overlay_on_top():
            self._advance_pending = False
            self.advance()

    def advance(self) -> None:
        """Do whatever the controller says comes next.

        While the player has help, the palette or a replay open on top, the game
        waits (bots included) and moves on once it is closed: switching screens
        would replace the open one instead of the game screen below it.
        """
        from .next_steps import GameOver, RunBot, ShowHandoff, ShowPrivate, ShowTable

        assert self.controller is not None
        # Every change of the game goes through here: so does the saves' state.
        self._mark_save_trouble()
        if not self.screen_stack:
            # The app is closing (its screens already gone) and a choice posted
            # before the quit arrives now: the move is saved; nothing to show.
            return
        if self._overlay_on_top():
            self._advance_pending = True
            return
        self._advance_pending = False
        step: NextStep = self.controller.next_step()
        match step:
            case ShowHandoff():
                self.handoff.set_player(step.name, step.role, step.take_back, step.first)
                self._show(self.handoff)
                self.call_after_refresh(self._tidy_memory)
            case ShowPrivate():
                screen = self.private[step.seat]
                screen.take_seat(step.seat)
                screen.present(step.decision, step.serial, step.info, step.view, step.log,
                               confirm=step.confirm)
                self._show(screen)
            case ShowTable():
                self._show_table(step)
            case RunBot():
                self._show_table(step.table)
                if step.start:
                    self._start_bot(step.seat, step.decision)
            case GameOver():
                from .screens.game_over import GameOverScreen

                self.switch_screen(GameOverScreen(step.game, step.hints))
                self.call_after_refresh(self._drop_game_screens)
        if self.teacher is not None:
            self.teacher.after(step)  # the guided game: what this step teaches
        # ctrl+z may come or go; the footer rebuilds only if its keys change.
        self.refresh_bindings()

    def _show_table(self, step: ShowTable) -> None:
        self.table.present(step.view, step.log, step.decision, step.serial, step.acting,
                           step.review, confirm=step.confirm, explain=step.explain,
                           for_computer=step.for_computer, numbers=step.numbers, note=step.note)
        self._show(self.table)

    def _tidy_memory(self, full: bool = False) -> None:
        """Collect garbage while the keyboard changes hands, then freeze what is
        left: later full collections then scan only the young heap, so they never
        stall a key press mid-game (a couple of ms at a handoff).

        What is frozen and dies later (the widgets a screen replaces sit in
        reference cycles) is never collected while it stays frozen: some 50 MiB
        a 7-player game. So when a game starts (``full``) and every
        :data:`FULL_TIDY_EVERY` handoffs, everything is thawed, collected and
        frozen again: a collection of the whole heap (0.1 to 0.15 s for 7
        players on a slow machine), run once the handoff screen is painted, while the
        keyboard is passed on. ``benchmarks/memory.py`` measures both."""
        self._quick_tidies += 1
        if full or self._quick_tidies >= FULL_TIDY_EVERY:
            self._quick_tidies = 0
            _forget_styles_caches()
            gc.unfreeze()
        gc.collect()
        gc.freeze()

    def _start_bot(self, seat: int, decision: Decision) -> None:
        """Let a bot think in a worker thread while a fixed pace runs: the
        controller applies its answer when both are done (R23)."""
        assert self.controller is not None
        pace, least = self.controller.bot_wait(
            decision, self.pace if self.bot_delay is None else self.bot_delay)
        self.controller.bot_started(decision, paced=pace <= 0, floor=least)
        self.run_worker(partial(self._think, seat, decision), thread=True, group="bots")
        if pace > 0:
            self.set_timer(pace, partial(self._paced, decision))

    def skip_wait(self) -> None:
        """Skip the computer's wait, down to the least it may last (R23)."""
        if self.controller is None:
            return
        decision = self.controller.bot.decision if self.controller.bot is not None else None
        left = self.controller.skip_wait()
        if decision is None or left is None:
            return
        if left > 0:
            self.set_timer(left, partial(self._paced, decision))
        else:
            self._paced(decision)

    def cycle_pace(self) -> None:
        """The next computer pace, remembered for the next runs."""
        from notalone_tui.settings import save_pace

        self.pace = self.pace.following()
        save_pace(self.pace.value)
        self.notify(_("Computer pace: {pace}").format(pace=pace_name(self.pace)), timeout=3)

    def _think(self, seat: int, decision: Decision) -> None:
        assert self.controller is not None
        option = self.controller.bot_choice(seat)
        self.call_from_thread(self._thought, decision, option)

    def _shutting_down(self) -> bool:
        """The app is shutting down: its screens may be gone already. ``exit()``
        sets ``_exit``, but a shutdown without it (a test harness ending, a
        crash) only stops the app's message loop."""
        return self._exit or not self.is_running

    def _thought(self, decision: Decision, option: Option) -> None:
        if self._shutting_down() or self.controller is None:
            return
        if self.controller.bot_thought(decision, option):
            self.advance()

    def _paced(self, decision: Decision) -> None:
        if self._shutting_down() or self.controller is None:
            return
        if self.controller.bot_paced(decision):
            self.advance()

    def handoff_confirmed(self) -> None:
        if self.controller is not None and self.controller.confirm_handoff():
            self.advance()

    def choose(self, option: Option, serial: int | None = None) -> None:
        """A choice made on a screen that showed the flow at ``serial``: the
        controller applies it unless it is stale."""
        if self.controller is not None and self.controller.choose(option, serial):
            self.advance()

    # ------------------------------------------------------- saves and undo
    def save(self) -> None:
        if self.controller is not None:
            self.controller.save()

    def settle_saves(self) -> None:
        """Wait for the autosave the controller handed to the disk, and mark its
        failure (screens call this before they paint a frame: nothing shows
        before it is saved; see :class:`notalone_tui.saves.WriteBehind`)."""
        if self.controller is not None and self.controller.settle_save():
            self._mark_save_trouble()

    def on_unmount(self) -> None:
        # The last move is on disk before the app has gone.
        self.settle_saves()

    @property
    def autosave_error(self) -> str | None:
        return self.controller.autosave_error if self.controller is not None else None

    def _mark_save_trouble(self) -> None:
        """Hand every screen the saves' state: a failing disk stays marked on
        each of them (table, handoffs, private screens, overlays' screens below)
        until a save succeeds again."""
        trouble = self.autosave_error
        if trouble == self.save_trouble:
            return
        self.save_trouble = trouble
        for screen in self._screens_to_reword():
            if isinstance(screen, BaseScreen):
                screen.save_trouble = trouble

    def undo_seat(self) -> int | None:
        """The seat whose last choice may be taken back now (the controller's
        policy). The footer asks on the title screen too, so the game modules
        load only once there is a game."""
        return self.controller.undo_seat() if self.controller is not None else None

    def action_lessons(self) -> None:
        if self.teacher is not None:
            self.teacher.list_lessons()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "lessons":
            # Only in the guided game, once a lesson was read, and never over a dialog.
            return (self.teacher is not None and bool(self.teacher.guide.seen)
                    and not self.screen.is_modal)
        if action == "undo":
            from .screens.handoff import HandoffScreen

            # A handoff screen takes back with Esc, and says so: one key there.
            return self.undo_seat() is not None and not isinstance(self.screen, HandoffScreen)
        return True

    def _unmeasured_page(self, event: events.Event) -> bool:
        """Whether ``event`` is Page Up/Down to drop: it has come back up to the
        app, where Textual runs the bindings of whatever has the focus *now*, and
        that would page an option list not laid out yet (see :meth:`_unmeasured_list`).

        The check must be made here, as the list's binding is about to run: the
        key went first to what had the focus when it arrived, and the focus may
        have moved while it climbed back up. Enter on a setup dropdown then Page
        Down was the monkey's CI flake: ``Select`` focuses its dropdown a message
        later (``focus()`` is deferred), so the key left for the Select and came
        back to page the dropdown's list, opened but never laid out."""
        return (isinstance(event, events.Key) and event.key in ("pagedown", "pageup")
                and event.is_forwarded and self._unmeasured_list())

    def _unmeasured_list(self) -> bool:
        """Whether Page Up/Down would now reach an option list not laid out yet
        (the command palette's or a dropdown's, the instant it opens; a
        decision's list just given new options, before its next render): Textual
        8.2.8's ``OptionList._move_page`` then looks up lines it never measured
        and raises KeyError (as in kagan-sh/kagan-legacy#31; not fixed upstream),
        so the key is dropped."""
        from textual.command import CommandPalette
        from textual.widgets import OptionList

        lists = [w for w in (self.focused,) if isinstance(w, OptionList)]
        if isinstance(self.screen, CommandPalette):
            lists += list(self.screen.query(OptionList))
        if not lists:
            return False  # (and the title screen loads no game module for this)
        from .widgets.decision_options import lines_ready

        return not all(lines_ready(w) for w in lists)

    def action_help_quit(self) -> None:
        """Ctrl+C: Textual's reminder that another key quits, in the language
        spoken now (Textual words it in English). Never over a private screen:
        the notice would cover a Hunted's cards there, so that screen only rings."""
        from .screens.private import PrivateScreen

        if isinstance(self.screen, PrivateScreen):
            self.bell()
            return
        for key, active in self.active_bindings.items():
            if active.binding.action in ("quit", "app.quit"):
                self.notify(_("Press {key} to quit the app").format(key=key),
                            title=_("Do you want to quit?"), markup=False)
                return

    def action_undo(self) -> None:
        from .flow_words import taken_back

        controller = self.controller
        seat = controller.undo() if controller is not None else None
        if seat is None or controller is None:
            return
        self.notify(taken_back(controller.name(seat)), timeout=3, markup=False)
        self.advance()

    def acknowledge_review(self) -> None:
        assert self.controller is not None
        self.controller.dismiss_review()
        self.advance()

    def dismiss_info(self) -> None:
        assert self.controller is not None
        self.controller.dismiss_info()
        self.advance()


    # ------------------------------------------------------ command palette
    def action_command_palette(self) -> None:
        """Our :class:`~.palette.Palette` rather than Textual's own."""
        from .palette import Palette

        if self.use_command_palette and not any(
                isinstance(screen, Palette) for screen in self.screen_stack):
            self.push_screen(Palette())

    def search_themes(self) -> None:
        """The theme picker (the palette's "Theme" command) as our palette, its
        prompt in the language spoken; Textual's own words it in English."""
        from textual.theme import ThemeProvider

        from .palette import Palette

        self.push_screen(Palette([ThemeProvider], _("Search for themes…")))

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        for command in super().get_system_commands(screen):
            # Textual's own commands (theme, keys, quit...), in the current language.
            yield command._replace(title=_(command.title), help=_(command.help))
        from notalone_tui.i18n.languages import LANGUAGES

        from .screens.game_over import GameOverScreen

        for code, name in LANGUAGES.items():
            if code != language():
                yield SystemCommand(
                    _("Language: {name}").format(name=name),
                    _("Speak {name} from now on (the game goes on as it is)").format(name=name),
                    partial(self.switch_language, code))
        if self.controller is not None and not isinstance(screen, GameOverScreen):
            yield SystemCommand(_("Export game record"),
                                _("Save this game so far as a JSON record (it holds hidden "
                                  "cards)"),
                                self.export_record)
            yield SystemCommand(_("Replay the game so far"),
                                _("Step through the public view of this game"),
                                self.replay_so_far)
        if self.undo_seat() is not None:
            yield SystemCommand(_("Undo"), _("Take back the last choice (nothing has been "
                                             "revealed since)"), self.action_undo)

    # ------------------------------------------------------------ language
    def switch_language(self, code: str) -> None:
        """Speak ``code`` from now on, remember it, and redraw every screen in it.

        Nothing of the game changes: its messages are ids and arguments, worded
        when drawn, so each screen only words again what it shows."""
        from notalone_tui.settings import save_language

        use(code)
        save_language(code)
        self.sub_title = _(self.SUB_TITLE)
        if self.controller is not None:
            self.controller.reword()
            for game_screen in (self.table, *set(self.private.values())):
                game_screen.words = self.controller.words
        for screen in self._screens_to_reword():
            reword = getattr(screen, "reword", None)
            if callable(reword):
                reword()
        self.refresh_bindings()
        if self.controller is not None and not self._overlay_on_top() and (
                self._is_game_screen(self.screen)):
            self.advance()

    def _screens_to_reword(self) -> list[Screen[object]]:
        """The screens on the stack and the installed game screens, once each."""
        found: list[Screen[object]] = list(self.screen_stack)
        for name in self._installed:
            if self.is_screen_installed(name):
                screen = self.get_screen(name)
                if screen not in found:
                    found.append(screen)
        return found

    def export_record(self, game: Game | None = None) -> None:
        """Ask where to write the record of ``game`` (default: the current game)."""
        from .screens.export import ExportScreen

        game = game or (self.controller.game if self.controller else None)
        if game is None:
            return
        hints = self.controller.hints if self.controller is not None else None
        self.push_screen(ExportScreen(game, dict(self.bot_levels), hints))

    def replay_so_far(self) -> None:
        """The replay viewer on the current game: public view only while it runs."""
        from notalone_tui.records import GameRecord

        from .screens.replay import ReplayScreen

        if self.controller is not None:
            self.push_screen(ReplayScreen(GameRecord.of(self.controller.game,
                                                        hints=self.controller.hints)))



def _forget_styles_caches() -> None:
    """Empty the cache of Textual's ``StylesCache.get_inner_outer``, an
    ``lru_cache`` on a method: it keeps the style caches of the last 1024
    widgets drawn, and every line they drew, alive long after the widgets are
    gone (some 15 MiB a 7-player game until it is full; Textual issue #6665).
    That is private to Textual, so it is looked up with care and left alone
    if it changes; emptying it only costs recomputing two styles per widget."""
    try:
        from textual._styles_cache import StylesCache
    except ImportError:
        return
    clear = getattr(getattr(StylesCache, "get_inner_outer", None), "cache_clear", None)
    if callable(clear):
        clear()


def run() -> None:
    NotAloneApp().run()
