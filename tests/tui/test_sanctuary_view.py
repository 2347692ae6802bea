"""What the app makes of a Sanctuary view, without a terminal: the grid's mark,
the Defense track's bonus spaces, the board line, the players table's columns,
the options' marks and details, each seat's own cards, the end's summary, and
the table reading the Creature's Phase 5 once it is done (the hot-seat flow)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from rich.text import Text

from notalone_tui.engine import Game, GameView, Option, Verb
from notalone_tui.engine.rulesets.sanctuary import phase5, rescue, setup
from notalone_tui.engine.rulesets.sanctuary.cards import (
    ABILITIES,
    AVATARS,
    BONUSES,
    EVOLUTIONS,
    SURVIVORS,
    defense_track,
)
from notalone_tui.engine.rulesets.sanctuary.state import board, cards
from notalone_tui.tui.hotseat import FlowStep, HotSeat, Step
from notalone_tui.tui.labels import rules_of
from notalone_tui.tui.packs.sanctuary import texts as sa
from notalone_tui.tui.widgets.naming import plain_words
from notalone_tui.tui.widgets.players_panel import PlayersPanel
from notalone_tui.tui.widgets.track_panel import track_line

from . import sa_recipes
from .driver import step_past_screens

WILL = "sanctuary-survivor-amara-oduya"


def plain(text: Text) -> str:
    return text.plain


# ------------------------------------------------------------------ the board
def test_the_grid_marks_the_sanctuary_tokens_place_with_a_shape() -> None:
    game = sa_recipes.sa_game(3)
    view = game.view(None)
    where = board(game.state).sanctuary
    assert sa.place_marks(view) == {where: (("⌂", "bold"),)}
    # The light variant has no token; the base game no Sanctuary at all.
    assert sa.place_marks(sa_recipes.sa_game(3, form="light").view(None)) == {}
    assert sa.place_marks(sa_recipes.base.new_game().view(None)) == {}


def test_the_defense_track_shows_its_bonus_spaces_and_which_triggered() -> None:
    game = sa_recipes.sa_game(3)
    view = game.view(None)
    track = defense_track(4)
    start = track.start[4]
    bonuses = sa.track_bonuses(view, "defense")
    assert bonuses == {space - start: False for space in track.bonuses}
    assert sa.track_bonuses(view, "rescue") == {}
    defense = view.track("defense")
    line = plain(track_line(defense.short, defense.moved, defense.goal, defense.symbols,
                            bonuses))
    assert line.count("◇") == len(track.bonuses) and "★" in line
    # A bonus reached is ✓ (a shape: ◆M is the Marker on the grid).
    sv = view.rules_view
    first = sv.bonuses[0]
    reached = replace(sv, bonuses=(replace(first, triggered=True), *sv.bonuses[1:]),
                      defense_space=first.space)
    bonuses = sa.track_bonuses(replace(view, rules_view=reached), "defense")
    assert bonuses[first.space - start] is True
    clear = next(space for space in range(first.space, track.victory)
                 if space not in track.bonuses)  # the counter on no bonus space
    line = plain(track_line("Def.", clear - start, defense.goal, frozenset(), bonuses))
    assert line.count("✓") == 1 and line.count("◇") == len(track.bonuses) - 1


def test_the_board_line_names_the_token_the_row_the_dna_and_the_evolutions() -> None:
    game = sa_recipes.developed_game()
    view = game.view(None)
    sv = view.rules_view
    rules = rules_of(view)
    text = plain(sa.board_text(view, rules, 78))
    assert f"⌂ Sanctuary on {sv.sanctuary} " in text and "route 1-5" in text
    for survivor in sv.row:
        assert SURVIVORS[survivor].name in text
    assert f"pile {sv.survivor_pile}" in text
    assert f"DNA {sv.dna} (supply {sv.supply})" in text
    names = [EVOLUTIONS[c].name for c in sa_recipes.FOUR]
    # The last developed this turn: it works from next turn.
    assert ", ".join(names[:3]) in text and f"{names[3]} (from next turn)" in text
    levels = " ".join("I" if level == 1 else "II" for level in sv.hand_levels)
    assert f"{sv.hand_size} in hand ({levels})" in text
    # Every line fits its width, at the table's smallest and on a narrow column.
    for width in (78, 36):
        assert all(len(line) <= width for line in plain(sa.board_text(view, rules, width))
                   .splitlines())
    # A large terminal adds the piles and the next bonus.
    roomy = plain(sa.board_text(view, rules, 118, roomy=True))
    assert f"piles I {sv.evolution_piles[0]}, II {sv.evolution_piles[1]}" in roomy
    assert BONUSES[sv.bonuses[0].bonus].name in roomy


def test_the_light_variant_shows_only_the_evolution_the_creature_plays() -> None:
    game = sa_recipes.light_game()
    view = game.view(None)
    text = plain(sa.board_text(view, rules_of(view), 78))
    (card, _), = view.rules_view.developed
    assert text == f"Evolutions: {EVOLUTIONS[card].name}"


def test_a_long_piece_wraps_at_its_spaces_and_pieces_pack_in_order() -> None:
    pieces = [Text("aaa bbb ccc"), Text("dd"), Text("eeeeeeeeeeee fff")]
    packed = plain(sa.pack(pieces, 12))
    assert packed.splitlines() == ["aaa bbb ccc", "dd", "eeeeeeeeeeee", "  fff"]
    assert plain(sa.pack([Text("a"), Text("b")], 12)) == "a · b"


# ----------------------------------------------------------- players table
def table_rows(view: GameView, width: int = 40) -> list[str]:
    """The players table's lines as the panel draws them ``width`` wide."""
    return PlayersPanel()._text(view, plain_words(), width).plain.splitlines()


def test_the_players_table_counts_survivors_held_and_names_each_avatar() -> None:
    game = sa_recipes.developed_game()
    view = game.view(None)
    rows = table_rows(view)
    heading = rows[0]
    assert "☺" in heading and "avatar" in heading and heading.rstrip().endswith("discard")
    sv = view.rules_view
    for hv in view.hunted:
        row = next(r for r in rows if r.startswith(hv.name))
        cells = row.split()
        avatar = AVATARS[sv.avatar(hv.seat)].name.split()[0]
        # Will (marks), hand, Survival cards, Survivors held, the Avatar's first name.
        assert cells[2:6] == [str(hv.hand_size), str(hv.survival_count),
                              str(sv.held_count(hv.seat)), avatar], row
    assert max(sv.held_count(s) for s in game.hunted_order) == 2
    assert all(len(r) <= 40 for r in rows)


def test_seven_long_names_keep_the_discard_heading_in_the_players_table() -> None:
    game = sa_recipes.rescue_game(names=sa_recipes.LONG_NAMES)
    rows = table_rows(game.view(None))
    # Whole, or in its short form (the Avatars keep their letters first).
    assert rows[0].rstrip().endswith(("discard", "disc.")) and len(rows[0]) <= 40


# ------------------------------------------------------------------ options
def test_rescue_and_fortify_are_marked_and_a_rescue_says_what_the_survivor_does() -> None:
    rescue_option = Option(Verb.RESCUE, card=WILL)
    assert sa.option_mark(rescue_option) == "☺"
    assert sa.option_detail(rescue_option, "resolve") == ABILITIES["will"]
    assert sa.option_mark(rescue.FORTIFY) == sa.option_mark(rescue.SHELTER) == "⌂"
    assert sa.option_detail(rescue.SHELTER, "resolve") == ""
    assert sa.option_mark(Option(Verb.PASS)) == ""
    avatar = next(iter(AVATARS))
    assert sa.option_detail(Option(Verb.KEEP, card=avatar), setup.AVATAR_KEEP) \
        == AVATARS[avatar].text
    evolution = next(iter(EVOLUTIONS))
    assert sa.option_detail(Option(Verb.DEVELOP, card=evolution), setup.VARIANT_PICK) \
        == EVOLUTIONS[evolution].text
    # Developing from the hand: the hand on the Creature's screen says it all.
    assert sa.option_detail(Option(Verb.DEVELOP, card=evolution), phase5.EVOLVE_LOOP) == ""


# ---------------------------------------------------------- private screens
def test_the_creature_reads_its_evolution_hand_and_a_hunted_reads_their_avatar() -> None:
    game = sa_recipes.creature_game()
    creature = game.view(0)
    hand = cards(game.state).hand
    text = plain(sa.creature_cards(creature))
    for card in hand:
        info = EVOLUTIONS[card]
        level = "I" if info.level == 1 else "II"
        assert f"• {info.name} (level {level}, {info.cost} DNA, P{info.phase})" in text
        assert info.text[:30] in text
    assert f"Your DNA {board(game.state).dna}" in text
    seat = game.hunted_order[0]
    hunted = game.view(seat)
    own = plain(sa.hunted_cards(hunted, seat))
    avatar = AVATARS[board(game.state).avatars[seat]]
    assert f"Your Avatar: {avatar.name} (P{avatar.phase})" in own and avatar.text[:30] in own
    held = cards(game.state).held.get(seat, [])
    assert "Your Survivors (face down): " + (
        ", ".join(SURVIVORS[s].name for s in held) if held else "none") in own
    # Nothing of the Creature's hand on the Hunted's own cards.
    assert not any(EVOLUTIONS[c].name in own for c in hand)
    if not held:  # "none" agrees with the Survivors, not with the cards
        from notalone_tui.i18n.current import use

        try:
            for lang, words in (("pt", "Sobreviventes (ocultos): nenhum\n"),
                                ("fr", ": aucun\n"), ("ro", ": niciunul\n")):
                use(lang)
                assert words in plain(sa.hunted_cards(hunted, seat)), lang
        finally:
            use("en")
    assert plain(sa.creature_cards(hunted)).count("Your Evolution cards") == 1
    assert not any(f"• {EVOLUTIONS[c].name} (" in plain(sa.creature_cards(hunted))
                   for c in hand)


def test_the_end_names_the_survivors_held_and_the_evolutions_developed() -> None:
    game = sa_recipes.developed_game()
    view = game.view(None)
    text = sa.end_text(view, rules_of(view))
    assert "☺ Survivors held: Ben 2, Cleo" in text
    assert "Evolutions developed: Territorial" in text
    assert sa.end_text(sa_recipes.base.new_game().view(None), rules_of(None)) == ""


# ------------------------------------------------------------- the Phase 5
def walk_to(session: HotSeat, wanted: Callable[[FlowStep], bool]) -> None:
    """Answer as the people would (the first option, or the Creature's Phase 5
    as :func:`sa_recipes.develops_then_finishes` plays it) until ``wanted``."""
    pick = sa_recipes.develops_then_finishes(session.game)
    rng = random.Random(3)
    for _ in range(3000):
        step = session.current()
        if wanted(step):
            return
        if step_past_screens(session, step):
            continue
        assert step.decision is not None and step.seat is not None
        shown = session.shown(step)
        session.answer(step.seat, (shown.options or ())[pick(shown, rng)])
    raise AssertionError("never got there")


def test_the_table_reads_what_the_creature_did_alone_in_phase_5() -> None:
    game = sa_recipes.phase5_game()
    session = HotSeat(game)
    walk_to(session, lambda step: step.step is Step.REVIEW)
    review = session.current().info
    assert review[0] == "Ada evolves."
    assert any(line.startswith("The Creature develops ") for line in review)
    assert any("DNA" in line for line in review)
    # One key and it is gone; the next Hunted's handoff follows.
    session.dismiss_review()
    assert session.current().step is Step.HANDOFF


def test_a_base_game_gathers_no_summary() -> None:
    game: Game = sa_recipes.base.new_game()
    assert not game.rules.events.summary
    assert {"evolution", "dna"} <= sa_recipes.sa_game(3).rules.events.summary
