"""The notalone Textual app: screens on top of the hot-seat controller.

Data flows one way: a key press picks an option on a screen, the app hands it
to the :class:`HotSeat` controller (which applies it to the engine), and the
controller says what to show next; screens render the view of the seat that
may look at them and nothing else.
"""

from __future__ import annotations

from textual.app import App
from textual.binding import Binding

from notalone_tui.engine import Game, GameConfig, Option

from .help_screen import HelpScreen
from .hotseat import HotSeat, Step
from .screens.game_over import GameOverScreen
from .screens.handoff import HandoffScreen
from .screens.private import CreatureScreen, HuntedScreen
from .screens.setup import SetupScreen
from .screens.table import TableScreen
from .screens.title import TitleScreen


class NotAloneApp(App[None]):
    TITLE = "notalone"
    SUB_TITLE = "Not Alone in the terminal"
    BINDINGS = [
        Binding("question_mark", "help", "Help", key_display="?", show=False),
        Binding("f1", "help", "Help", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.session: HotSeat | None = None
        self.table: TableScreen | None = None
        self.handoff_seat: int | None = None

    def on_mount(self) -> None:
        self.push_screen(TitleScreen())

    # ------------------------------------------------------------ navigation
    def action_help(self, topic: str = "rules") -> None:
        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(topic))

    def new_game(self) -> None:
        if self.table is not None:
            self.table = None
        if isinstance(self.screen, (GameOverScreen,)):
            self.switch_screen(SetupScreen())
        else:
            self.push_screen(SetupScreen())

    def start_game(self, config: GameConfig, seed: int) -> None:
        self.session = HotSeat(Game.new(config, seed=seed))
        self.table = TableScreen()
        self.switch_screen(self.table)
        self.advance()

    # ------------------------------------------------------------ the flow
    @property
    def game(self) -> Game:
        assert self.session is not None
        return self.session.game

    def advance(self) -> None:
        """Show whatever the controller says comes next."""
        session = self.session
        assert session is not None
        step = session.current()
        game = session.game
        if step.step is Step.HANDOFF:
            assert step.seat is not None
            self.handoff_seat = step.seat
            self.switch_screen(HandoffScreen(session.name(step.seat), session.role(step.seat)))
        elif step.step in (Step.PRIVATE, Step.INFO):
            assert step.seat is not None
            role = session.role(step.seat)
            cls = CreatureScreen if role == "Creature" else HuntedScreen
            screen = cls(step.seat, role, step.decision, step.info)
            self.switch_screen(screen)
            screen.call_after_refresh(
                screen.show, game.view(step.seat), game.log_for(step.seat)
            )
        elif step.step is Step.PUBLIC:
            assert step.decision is not None and self.table is not None
            table = self.table
            if self.screen is not table:
                self.switch_screen(table)
            acting = session.name(step.decision.seat)
            table.call_after_refresh(
                table.show, game.view(None), game.log_for(None), step.decision, acting
            )
        else:
            self.table = None
            self.switch_screen(GameOverScreen(game.state))

    def handoff_confirmed(self) -> None:
        assert self.session is not None and self.handoff_seat is not None
        self.session.take_keyboard(self.handoff_seat)
        self.handoff_seat = None
        self.advance()

    def choose(self, option: Option) -> None:
        session = self.session
        assert session is not None
        step = session.current()
        if step.seat is None or step.decision is None:
            return
        session.answer(step.seat, option)
        self.advance()

    def dismiss_info(self) -> None:
        assert self.session is not None
        self.session.dismiss_info()
        self.advance()


def run() -> None:
    NotAloneApp().run()
