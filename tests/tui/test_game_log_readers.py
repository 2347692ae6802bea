"""One log widget passed from seat to seat: a seat's log, kept as drawn, is
given back when the seat's turn comes again (no rewrap of its lines), and only
when it is still what a rewrite would show (see ``GameLog.restart``).

These count writes and compare the rows drawn, never time."""

from __future__ import annotations

from textual.app import App, ComposeResult

from notalone_tui.tui.widgets.game_log import GameLog


def written_texts(log: GameLog) -> list[str]:
    """The texts handed to ``log.write`` from now on."""
    texts: list[str] = []
    write = log.write

    def recorded(content: object, *args: object, **kwargs: object) -> GameLog:
        texts.append(str(content))
        return write(content, *args, **kwargs)  # type: ignore[arg-type]

    log.write = recorded  # type: ignore[method-assign]
    return texts

ANA = [f"Ana {n}: " + "takes back the Swamp and the River, " * (n % 3) for n in range(30)]
BEN = [f"Ben {n}: plays Sixth Sense" for n in range(12)]


class LogApp(App[None]):
    CSS = "GameLog { height: 8; }"

    def compose(self) -> ComposeResult:
        yield GameLog(id="log")


def drawn(log: GameLog) -> list[str]:
    """The log's lines as wrapped, trailing spaces aside (the padding of a
    wrapped line depends on what it was written with, and draws alike)."""
    return [strip.text.rstrip() for strip in log.lines]


async def fresh(lines: list[str]) -> list[str]:
    """What a new log shows of ``lines``."""
    app = LogApp()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        log = app.query_one(GameLog)
        log.show_lines(lines)
        await pilot.pause()
        return drawn(log)


async def test_a_seat_given_the_log_back_sees_what_a_fresh_log_shows_without_a_rewrite() -> None:
    app = LogApp()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        log = app.query_one(GameLog)
        ana = ANA[:20]
        log.show_lines(ana)  # seat 1, the screen's first seat
        log.restart(2, previous=1)
        assert log.lines == []  # nothing of seat 1's shows to seat 2
        log.show_lines(BEN)
        texts = written_texts(log)
        log.restart(1)
        assert log.written == 20  # seat 1's log is back, as drawn
        ana = ANA[:]  # the log went on meanwhile
        log.show_lines(ana)
        assert texts == ["\n".join(ANA[20:])]  # only the new lines are written
        await pilot.pause()
        assert drawn(log) == await fresh(ana)
        log.restart(2)
        log.show_lines(BEN)
        assert len(texts) == 1  # nothing new for seat 2: nothing written
        assert drawn(log) == await fresh(BEN)


async def test_a_log_worded_again_is_written_anew() -> None:
    """After an undo (or a change of language) the seat's lines are worded
    again: the kept log is not what they say any more."""
    app = LogApp()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        log = app.query_one(GameLog)
        log.show_lines(ANA[:20])
        log.restart(2, previous=1)
        log.show_lines(BEN)
        log.restart(1)
        reworded = [line.replace("Swamp", "Marais") for line in ANA]
        log.show_lines(reworded)
        await pilot.pause()
        assert drawn(log) == await fresh(reworded)


async def test_a_log_kept_at_another_width_is_written_anew() -> None:
    app = LogApp()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        log = app.query_one(GameLog)
        log.show_lines(ANA[:20])
        log.restart(2, previous=1)
        log.show_lines(BEN)
        await pilot.resize_terminal(40, 20)
        await pilot.pause()
        texts = written_texts(log)
        log.restart(1)
        log.show_lines(ANA)
        assert texts == ["\n".join(ANA)] and log.written == len(ANA)
        assert log.wrapped_at == log.scrollable_content_region.width < 60
        assert all(len(line) <= log.wrapped_at for line in drawn(log))
