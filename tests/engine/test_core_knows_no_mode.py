"""The engine core knows no mode (issue 34, point 1): the modules of
``notalone_tui/engine/`` outside ``rulesets/`` name no rule set or option and
import none of their packages, and a rule set's own configuration parameter is
declared by it and validated by :class:`GameConfig` from that declaration."""

from __future__ import annotations

import ast
import dataclasses
import pickle
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from notalone_tui.engine import BASE, Action, ConfigError, Game, GameConfig, registry
from notalone_tui.engine.knowledge import UNKNOWN_PLACE
from notalone_tui.engine.parameters import Configuration, Parameter

CORE = Path(__file__).resolve().parents[2] / "notalone_tui" / "engine"
#: The ids of the rule sets and options other than the base game, as written
#: in the code (with ``_`` in message ids and state keys).
MODE_IDS = ("frozen-lands", "frozen_lands", "sanctuary", "sanctuary-light", "sheets",
            "no-markers", "no_markers")
NAMES = ("Ada", "Ben", "Cyd", "Dee")


def core_modules() -> list[Path]:
    return sorted(CORE.glob("*.py"))


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the string nodes that are docstrings (words, not code)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def mode_literals(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    return [
        f"{path.name}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
        and id(node) not in skip
        and any(mode in node.value.casefold() for mode in MODE_IDS)
    ]


def rule_set_imports(path: Path) -> list[str]:
    """Imports of a rule set's package or module (``engine.rulesets.<x>``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level == 1 and module == "rulesets":
                names = [f"rulesets.{a.name}" for a in node.names]
            elif node.level == 1 and module.startswith("rulesets."):
                names = [module]
            elif module.startswith("notalone_tui.engine.rulesets."):
                names = [module.removeprefix("notalone_tui.engine.")]
        elif isinstance(node, ast.Import):
            names = [a.name.removeprefix("notalone_tui.engine.") for a in node.names
                     if a.name.startswith("notalone_tui.engine.rulesets.")]
        if names:
            assert isinstance(node, (ast.Import, ast.ImportFrom))
            found += [f"{path.name}:{node.lineno}: {name}" for name in names]
    return found


def test_the_core_names_no_mode() -> None:
    found = [hit for path in core_modules() for hit in mode_literals(path)]
    assert found == []


def test_the_core_imports_no_rule_set() -> None:
    """``from . import rulesets`` (which registers them) is the one way in."""
    found = [hit for path in core_modules() for hit in rule_set_imports(path)]
    assert found == []


def test_the_checks_find_what_they_look_for(tmp_path: Path) -> None:
    leaky = tmp_path / "leaky.py"
    leaky.write_text('"""Frozen Lands is fine here."""\n'
                     "from .rulesets.sheets import OPTION\n"
                     "from .rulesets import base\n"
                     "KEY = 'fl_x' if OPTION else 'sheets_used'\n", encoding="utf-8")
    assert len(mode_literals(leaky)) == 1
    assert len(rule_set_imports(leaky)) == 2


# ------------------------------------------------------------------ a parameter of its own


def _check_fog(config: Configuration, fog: Any) -> None:
    if fog > config.players:
        raise ConfigError("no more fog than players")


FOG = Parameter(name="fog", default=0, decode=int, allowed=(0, 1, 2, 3),
                refusal="fog must be 0 to 3", check=_check_fog, order=5,
                rules_id=lambda rules, fog: f"{rules}+test-fog")


@pytest.fixture
def fog_registered() -> Iterator[str]:
    """"test-fog", a copy of the base game, with the parameter ``fog``, while a test runs."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(registry, "_FACTORIES", dict(registry._FACTORIES))
        mp.setattr(registry, "_BUILT", dict(registry._BUILT))
        mp.setattr(registry, "_OPTIONS", dict(registry._OPTIONS))
        mp.setattr(registry, "_PARAMETERS", dict(registry._PARAMETERS))
        copy = dataclasses.replace(BASE, id="test-fog-base")
        registry.register("test-fog-base", lambda: copy)
        registry.register_option("test-fog", lambda rules: dataclasses.replace(
            rules, id=f"{rules.id}+test-fog"))
        registry.register_parameter(FOG)
        yield "test-fog-base"


def test_a_rule_set_declares_a_parameter_that_the_config_validates(fog_registered: str) -> None:
    config = GameConfig(names=NAMES, ruleset=fog_registered, fog=2)
    assert config.fog == 2 and config.rules_id == "test-fog-base+test-fog"
    assert GameConfig(names=NAMES).fog == 0
    assert GameConfig(names=NAMES).rules_id == "base"
    with pytest.raises(ConfigError, match="^fog must be 0 to 3$"):
        GameConfig(names=NAMES, fog=7)
    with pytest.raises(ConfigError, match="^no more fog than players$"):
        GameConfig(names=NAMES[:2], fog=3)
    data = config.to_json()
    assert data["fog"] == 2
    assert GameConfig.from_json(data) == config
    assert "fog" not in GameConfig(names=NAMES).to_json()
    assert Game.new(config, seed=1).rules.id == "test-fog-base+test-fog"


def test_an_undeclared_parameter_is_refused_as_a_keyword() -> None:
    with pytest.raises(TypeError, match="unexpected keyword argument 'fog'"):
        GameConfig(names=NAMES, fog=1)


# ------------------------------------------------------------------ view fields and verbs

#: The fields the rule sets add to the views: the base game's, Frozen Lands', the sheets'.
BASE_VIEW_FIELDS = ("marker_on_beach", "smokescreen", "force_field", "phobia_seen",
                    "tokens", "cataclysm", "effects", "despair", "positions", "needs",
                    "next_needs", "hunt_limit", "hunt_played")
DECLARED_VIEW_FIELDS = (*BASE_VIEW_FIELDS,
                        "contamination", "known_contamination", "revealed_contamination",
                        "contamination_reserve", "character", "ability_used", "abilities")


def test_the_core_views_declare_no_rule_set_field() -> None:
    from notalone_tui.engine.views import CreatureView, GameView, HuntedView

    core = {f.name for cls in (HuntedView, CreatureView, GameView)
            for f in dataclasses.fields(cls)}
    assert core.isdisjoint(DECLARED_VIEW_FIELDS)
    declared = {f.name for rules_id in ("frozen-lands", "base+sheets")
                for f in registry.get(rules_id).view_fields}
    assert declared == set(DECLARED_VIEW_FIELDS)
    assert {f.name for f in BASE.view_fields} == set(BASE_VIEW_FIELDS)


# ------------------------------------------------------------------ the base game's state

def _base_only_fields() -> tuple[str, ...]:
    """The fields the base game's state adds to the core's (``BaseTurn``,
    ``BaseHunted``, ``BaseGame``): a field added there is watched at once."""
    from notalone_tui.engine.rulesets.base.state import BaseGame, BaseHunted, BaseTurn
    from notalone_tui.engine.state import GameState, HuntedState, TurnState

    added: set[str] = set()
    for base, core in ((BaseTurn, TurnState), (BaseHunted, HuntedState), (BaseGame, GameState)):
        added |= {f.name for f in dataclasses.fields(base)} - {
            f.name for f in dataclasses.fields(core)}
    return tuple(sorted(added))


#: State of the base game's cards, places and tokens, which the core once read
#: by name: Smokescreen, the last Will, Forbidden Zone, Phobia, Force Field,
#: the marker on the Beach, Tracking's Hunt card limit, the Hunt tokens, the
#: figures' positions, the reveal, Cataclysm, Despair, the Hunt cards' effects
#: and limit, the River's and the Artefact's needs... The base rule set reads
#: them, and the core reaches them through its hooks (``RuleSet.discards_hidden``,
#: ``played_revealed``, ``will_exhausted``, ``hide_turn``, ``imagine_turn``,
#: ``place_limits``, ``game_state``, ``view_fields`` and ``view_parts``).
BASE_STATE_NAMES = _base_only_fields()
#: Of those, the names the core also gives things of its own: the Hunt tokens a
#: rule set declares (``RuleSet.tokens``), the undo mark (``RuleSet.revealed``)
#: and the Place cards face up in a view (``HuntedView.revealed``). The core
#: may not read them from a turn (``turn.tokens``, ``state.turn.revealed``).
CORE_HOMONYMS = frozenset({"tokens", "revealed"})


def _of_a_turn(node: ast.Attribute) -> bool:
    """Whether ``node`` reads a turn's attribute: ``turn.x`` or ``<...>.turn.x``."""
    owner = node.value
    return ((isinstance(owner, ast.Name) and owner.id == "turn")
            or (isinstance(owner, ast.Attribute) and owner.attr == "turn"))


def base_state_names(path: Path) -> list[str]:
    """Where the code (not its words) names one of :data:`BASE_STATE_NAMES`: as
    an attribute, a variable or field, a keyword or a string; one of
    :data:`CORE_HOMONYMS` only where it is read from a turn."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        named = ""
        if isinstance(node, ast.Attribute):
            named = node.attr
            if named in CORE_HOMONYMS and not _of_a_turn(node):
                continue
        elif isinstance(node, ast.Name):
            named = node.id
        elif isinstance(node, ast.keyword):
            named = node.arg or ""
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
              and id(node) not in skip):
            named = node.value
        if named in BASE_STATE_NAMES and (named not in CORE_HOMONYMS
                                          or isinstance(node, ast.Attribute)):
            found.append(f"{path.name}:{getattr(node, 'lineno', 0)}: {named}")
    return found


def test_the_core_reads_no_base_game_state_by_name() -> None:
    # What the scan watches: the base state's own fields, among them the ones
    # the core's views once read (the Hunt card facts, tokens, positions...).
    assert {"smokescreen", "cataclysm", "despair", "hunt_effects", "hunt_limit",
            "hunt_played", "tokens", "positions", "revealed", "needs",
            "next_needs"} <= set(BASE_STATE_NAMES)
    found = [hit for path in core_modules() for hit in base_state_names(path)]
    assert found == []


def test_the_base_state_check_finds_what_it_looks_for(tmp_path: Path) -> None:
    leaky = tmp_path / "leaky.py"
    leaky.write_text('"""smokescreen is fine in words."""\n'
                     "def f(state, turn, game):\n"
                     "    if state.turn.smokescreen:\n"
                     "        turn.last_will.append(1)\n"
                     "    game.view(force_field=())\n"
                     "    if turn.revealed and state.turn.tokens:\n"
                     "        return turn.cataclysm, state.hunted[1].next_needs\n"
                     "    for token in game.rules.tokens:  # the core's own: not counted\n"
                     "        hv.revealed = game.rules.revealed(state)\n"
                     "    return getattr(state, 'marker_on_beach')\n", encoding="utf-8")
    assert sorted(hit.split(": ")[1] for hit in base_state_names(leaky)) == [
        "cataclysm", "force_field", "last_will", "marker_on_beach", "next_needs",
        "revealed", "smokescreen", "tokens"]


def test_the_core_game_state_and_views_carry_no_base_game_field() -> None:
    """The base game keeps its game-long state in its own subclass
    (``RuleSet.game_state``), which every rule set built on it uses."""
    from notalone_tui.engine.state import GameState
    from notalone_tui.engine.views import CreatureView, GameView, HuntedView

    core = {f.name for cls in (GameState, HuntedView, CreatureView, GameView)
            for f in dataclasses.fields(cls)}
    # ``HuntedView.revealed``: the core's Place cards played, once face up.
    assert core & set(BASE_STATE_NAMES) == {"revealed"}
    assert core.isdisjoint(BASE_VIEW_FIELDS)
    for config in (GameConfig(names=NAMES), GameConfig(names=NAMES, ruleset="frozen-lands"),
                   GameConfig(names=NAMES, sheets=True), GameConfig(names=NAMES, sanctuary="full")):
        state = Game.new(config, seed=1).state
        assert isinstance(state, BASE.game_state) and BASE.game_state is not GameState
        assert state.marker_on_beach is False and state.next_hunt_limit == 1


def _lit(state: Any, seat: int | None, view: Any) -> None:
    view.beacon_lit = state.turn.number
    for hv in view.hunted:
        hv.beacon_seen = hv.seat == seat


def test_a_rule_set_declares_view_fields_of_its_own() -> None:
    """Only the rule set that declares a field gets it in its views, filled by
    its part or left at its default; the views stay immutable and comparable."""
    from notalone_tui.engine.views import ViewField, replace

    fields = (ViewField("game", "beacon_lit", 0, after="turn"),
              ViewField("hunted", "beacon_seen", False),
              ViewField("creature", "beacon_dark", True))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(registry, "_FACTORIES", dict(registry._FACTORIES))
        mp.setattr(registry, "_BUILT", dict(registry._BUILT))
        lit = dataclasses.replace(BASE, id="test-lit", view_fields=fields, view_parts=(_lit,))
        registry.register("test-lit", lambda: lit)
        game = Game.new(GameConfig(names=NAMES, ruleset="test-lit"), seed=2)
        view = game.view(1)
        assert view.beacon_lit == 1 and view.creature.beacon_dark is True
        assert [hv.beacon_seen for hv in view.hunted] == [hv.seat == 1 for hv in view.hunted]
        assert view == game.view(1) and "beacon_lit=1" in repr(view)
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(view, "beacon_lit", 2)  # noqa: B010 (the type checker sees the core class)
        assert replace(view, beacon_lit=5).beacon_lit == 5
        # Placed after the field it names (its place in the repr); the others last.
        names = [f.name for f in dataclasses.fields(view)]
        assert names[names.index("turn") + 1] == "beacon_lit"
        assert [f.name for f in dataclasses.fields(view.hunted[0])][-1] == "beacon_seen"
        assert pickle.loads(pickle.dumps(view)) == view
    plain = Game.new(GameConfig(names=NAMES), seed=2).view(1)
    assert not hasattr(plain, "beacon_lit") and not hasattr(plain.hunted[0], "beacon_seen")


def _light(state: Any, seat: int | None, view: Any) -> None:
    view.beacon_lit = state.turn.number


def _unlit(state: Any, seat: int | None, view: Any) -> None:
    """A part that forgets its ``filled`` field."""


def test_a_filled_field_is_left_to_the_part() -> None:
    """A field declared ``filled`` gets no default set first: the part sets it
    (as the base game's do), and one it forgot raises when read instead of
    showing a default as if it were true."""
    from notalone_tui.engine.views import ViewField

    assert all(f.filled for f in BASE.view_fields if f.name != "phobia_seen")
    fields = (ViewField("game", "beacon_lit", 0, filled=True),)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(registry, "_FACTORIES", dict(registry._FACTORIES))
        mp.setattr(registry, "_BUILT", dict(registry._BUILT))
        lit_rules = dataclasses.replace(BASE, id="test-lit", view_parts=(*BASE.view_parts, _light),
                                        view_fields=(*BASE.view_fields, *fields))
        unlit_rules = dataclasses.replace(lit_rules, id="test-unlit",
                                          view_parts=(*BASE.view_parts, _unlit))
        registry.register("test-lit", lambda: lit_rules)
        registry.register("test-unlit", lambda: unlit_rules)
        lit = Game.new(GameConfig(names=NAMES, ruleset="test-lit"), seed=2).view(1)
        assert lit.beacon_lit == 1
        unlit = Game.new(GameConfig(names=NAMES, ruleset="test-unlit"), seed=2).view(1)
        with pytest.raises(AttributeError):
            unlit.beacon_lit  # noqa: B018 (read to raise)


def _face_down_turn(ruleset: str) -> Game:
    """A seeded game of ``ruleset`` stopped when a Hunted has played Place
    cards that are not yet revealed."""
    game = Game.new(GameConfig(names=NAMES, ruleset=ruleset), seed=4)
    while not any(h.played for h in game.state.hunted.values()):
        decision = game.state.pending[0]
        game.apply(Action(decision.seat, decision.options[-1]))
    return game


def test_a_rule_set_says_when_the_played_cards_lie_face_up() -> None:
    """Whether other seats see the Place cards played is the rule set's word
    (``RuleSet.played_revealed``), in the views and in the redacted state:
    the core reads no turn's ``revealed``."""
    base = _face_down_turn("base")
    assert not BASE.played_revealed(base.state)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(registry, "_FACTORIES", dict(registry._FACTORIES))
        mp.setattr(registry, "_BUILT", dict(registry._BUILT))
        face_up = dataclasses.replace(BASE, id="test-face-up",
                                      played_revealed=lambda state: True)
        registry.register("test-face-up", lambda: face_up)
        game = _face_down_turn("test-face-up")
        seat, hunted = next((s, h) for s, h in game.state.hunted.items() if h.played)
        other = next(s for s in game.state.hunted if s != seat)
        assert not game.state.turn.revealed and hunted.played
        for viewer in (other, game.state.config.creature_seat, None):
            shown = next(hv for hv in game.view(viewer).hunted if hv.seat == seat)
            hidden = next(hv for hv in base.view(viewer).hunted if hv.seat == seat)
            assert shown.revealed == tuple(hunted.played) and hidden.revealed == ()
            known = game.view(viewer, knowledge=True).knowledge
            unknown = base.view(viewer, knowledge=True).knowledge
            assert known is not None and unknown is not None
            assert known.hunted[seat].played == hunted.played
            assert set(unknown.hunted[seat].played) == {UNKNOWN_PLACE}


def test_the_core_registers_only_the_verbs_of_the_base_turn() -> None:
    """Every verb the core registers is one the base game's flow uses; a rule
    set's own verbs (Sanctuary's rescue, nest...) are registered by it."""
    tree = ast.parse((CORE / "options.py").read_text(encoding="utf-8"))
    spelt = [node.iter for node in ast.walk(tree) if isinstance(node, ast.For)]
    core_verbs = [elt.value for spelling in spelt if isinstance(spelling, ast.Tuple)
                  for elt in spelling.elts
                  if isinstance(elt, ast.Constant) and isinstance(elt.value, str)]
    base = "\n".join(path.read_text(encoding="utf-8")
                     for path in sorted((CORE / "rulesets" / "base").glob("*.py")))
    assert core_verbs and [v for v in core_verbs if f"Verb.{v}" not in base] == []
    sanctuary = (CORE / "rulesets" / "sanctuary" / "verbs.py").read_text(encoding="utf-8")
    assert "RESCUE" not in core_verbs and "RESCUE" in sanctuary
