"""The hand panel says why a card cannot be played now: each of the Creature's
Hunt cards (the engine's ``hand_status``), and a Hunted's Survival cards in
their phase (``survival_status``). Here, that a card timed "before any place
resolves" comes too late once the places have begun (R13), rather than a vague
"conditions not met", and that Despair or the one-card limit stands in the way."""

from __future__ import annotations

from notalone_tui.engine import Option, Verb
from notalone_tui.tui.widgets.hand_panel import HandPanel
from tests.engine.scenario import Table
from tests.engine.test_rulebook_audit import detour_at_the_reveal, mid_reckoning


def hand_text(t: Table, seat: int = 0) -> str:
    """The hand panel as ``seat`` (by default the Creature) sees it."""
    hand = HandPanel()
    shown: list[str] = []
    hand.update = lambda content, **kw: shown.append(content.plain)  # type: ignore[method-assign]  # a spy
    hand.show(t.game.view(seat))
    return shown[-1]


def note_of(text: str, card: str) -> str:
    """The note after ``card``'s name: on its line, or whole on the next one where
    it would not fit beside the name."""
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(f"• {card} "))
    note = lines[at].split(")", 1)[1].strip()
    return note or lines[at + 1].strip()


def test_a_note_too_long_for_its_line_goes_whole_to_the_next() -> None:
    """Outside a laid-out screen the hand panel takes 40 columns (about its width
    at 80×24): "✗ only in Phase 3" after Detour's name fits, a note that does
    not fit moves whole to the next line instead of leaving a word on its own."""
    t = Table(players=4, ruleset="frozen-lands")
    t.rig_creature_hand("hunt-detour", "fl-hunt-frozen-trail", "hunt-tracking")
    t.advance(lambda d: d.seat == 0 and t.turn.phase == 2)
    lines = hand_text(t).splitlines()
    assert "• Detour (P3) ✗ only in Phase 3" in lines
    at = lines.index("• Frozen Trail (P1 target) ")
    assert lines[at + 1] == "  ✗ only in Phase 1"


def test_detour_reads_too_late_once_the_places_resolve() -> None:
    t = detour_at_the_reveal()
    before = hand_text(t)
    assert note_of(before, "Detour") == "✓ playable now"
    mid_reckoning(t, 1, Option(Verb.POWER, place=7), keep="survival-wrong-track")
    after = hand_text(t)
    assert note_of(after, "Detour") == "✗ too late: the places are resolving"
    assert note_of(after, "Cataclysm") == "✓ playable now"
    assert "conditions not met" not in after


def test_a_hunted_reads_why_a_survival_card_is_not_offered() -> None:
    t = Table(players=3)
    t.rig_creature_hand("hunt-despair", "hunt-cataclysm", "hunt-tracking")
    t.rig_survival(1, "survival-smokescreen", "survival-vortex")
    before = hand_text(t, 1)
    assert "• Smokescreen (P1)\n" in before  # nothing in its way: no note
    assert "• Vortex (P2)\n" in before  # not its phase: the mark says so
    t.do(0, Verb.PLAY, card="hunt-despair")
    after = hand_text(t, 1)
    assert note_of(after, "Smokescreen") == "✗ Despair: no Survival card this turn"
    assert "• Vortex (P2)\n" in after


def test_an_empty_hand_of_hunt_cards_says_none() -> None:
    """With every Hunt card played, the Creature's heading is not left hanging
    over an empty space: it says there are none, as a Hunted's Survival cards do."""
    t = Table()
    t.rig_creature_hand()
    lines = hand_text(t).splitlines()
    heading = lines.index("Your Hunt cards")
    assert lines[heading + 1] == "none"
    t.rig_creature_hand("hunt-despair")
    lines = hand_text(t).splitlines()
    assert lines[lines.index("Your Hunt cards") + 1].startswith("• Despair")
    assert "none" not in lines


def test_the_places_played_stay_one_list_at_the_hand_panels_width() -> None:
    """Will and the Place cards played share a line while they fit in the 40
    columns; when they do not, the list goes whole to the next line, never cut
    after a comma ("face down: Ice Cave," over "Hot Spring" read as two lists)."""
    t = Table(players=4, ruleset="frozen-lands")
    t.advance(lambda d: d.seat == 1 and d.kind == "explore")
    hunted = t.game.state.hunted[1]
    hunted.played = [2, 3]
    lines = hand_text(t, 1).splitlines()
    assert any(line.startswith("Will ") and line.endswith("face down: Taiga, Glacier")
               for line in lines)
    hunted.played = [1, 9]
    lines = hand_text(t, 1).splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Will "))
    assert "face down" not in lines[at]
    assert lines[at + 1] == "face down: Ice Cave, Hot Spring"


def _card_blocks(text: str, heading: str) -> list[list[str]]:
    """The entries under ``heading``: each card's line and the lines under it."""
    lines = text.splitlines()
    blocks: list[list[str]] = []
    for line in lines[lines.index(heading) + 1:]:
        if line.startswith("• "):
            blocks.append([line])
        elif blocks and line.startswith(" "):
            blocks[-1].append(line)
        else:
            break
    return blocks


def test_a_cards_text_keeps_its_indent_on_every_line() -> None:
    """A card's text wrapped at the panel's 40 columns stays indented under its
    name on every line: a line back at the margin read as another entry."""
    t = Table(players=4, ruleset="frozen-lands")
    t.rig_creature_hand("hunt-cataclysm", "fl-hunt-frostbite", "hunt-phobia")
    t.rig_survival(1, "survival-smokescreen", "survival-vortex")
    t.advance(lambda d: d.seat == 0 and t.turn.phase == 2)
    for seat, heading in ((0, "Your Hunt cards"), (1, "Your Survival cards")):
        blocks = _card_blocks(hand_text(t, seat), heading)
        assert len(blocks) >= 2
        for block in blocks:
            body = block[1:]
            assert all(line.startswith("  ") and len(line) <= 40 for line in body), block
        assert any(len(block) >= 3 for block in blocks), "no card text was long enough to wrap"
