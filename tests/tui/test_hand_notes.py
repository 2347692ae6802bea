"""The Creature's hand panel says why each Hunt card can or cannot be played now,
from the engine's ``hand_status``: here, that a card timed "before any place
resolves" comes too late once the places have begun (R13), rather than a vague
"conditions not met"."""

from __future__ import annotations

from notalone_tui.engine import Option, Verb
from notalone_tui.tui.widgets import HandPanel
from tests.engine.scenario import Table
from tests.engine.test_rulebook_audit import detour_at_the_reveal, mid_reckoning


def creature_hand_text(t: Table) -> str:
    hand = HandPanel()
    shown: list[str] = []
    hand.update = lambda content, **kw: shown.append(content.plain)  # type: ignore[method-assign]
    hand.show(t.game.view(0))
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
    lines = creature_hand_text(t).splitlines()
    assert "• Detour (P3) ✗ only in Phase 3" in lines
    at = lines.index("• Frozen Trail (P1 target) ")
    assert lines[at + 1] == "  ✗ only in Phase 1"


def test_detour_reads_too_late_once_the_places_resolve() -> None:
    t = detour_at_the_reveal()
    before = creature_hand_text(t)
    assert note_of(before, "Detour") == "✓ playable now"
    mid_reckoning(t, 1, Option(Verb.POWER, place=7), keep="survival-wrong-track")
    after = creature_hand_text(t)
    assert note_of(after, "Detour") == "✗ too late: the places are resolving"
    assert note_of(after, "Cataclysm") == "✓ playable now"
    assert "conditions not met" not in after
