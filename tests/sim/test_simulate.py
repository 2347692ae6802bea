"""The headless simulator and its command line."""

from __future__ import annotations

import json
import re

import pytest

from notalone_tui.cli import main
from notalone_tui.engine.messages import SEATS, CardRef, TrackRef, msg
from notalone_tui.sim.games import SimConfig
from notalone_tui.sim.packs.sanctuary import SANCTUARY, SANCTUARY_FIGURES
from notalone_tui.sim.packs.sanctuary_light import SANCTUARY_VARIANT, VARIANT_FIGURES
from notalone_tui.sim.runner import run, win_condition
from notalone_tui.sim.summary import summarise, wilson


def test_runs_are_repeatable_and_split_over_processes_identically() -> None:
    config = SimConfig(players=3, games=6, creature="standard", hunted="random", seed=5)
    one = run(config)
    two = run(SimConfig(**{**config.__dict__, "jobs": 2}))
    assert one == two
    summary = summarise(config, one)
    assert summary.games == 6
    assert summary.creature_wins + summary.hunted_wins == 6
    assert sum(summary.conditions.values()) == 6
    assert {r.side for r in one} == {1, 2}


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.404, abs=0.002) and high == pytest.approx(0.596, abs=0.002)
    assert wilson(0, 0) == (0.0, 0.0)


def test_win_conditions_are_named_by_keys() -> None:
    """Named from the end reason's keys, not its English (seat names left out)."""
    end = msg("core.track.victory", track=TrackRef("rescue"), why=msg("base.why.end_of_turn"))
    assert win_condition(end) == "rescue: end of turn"
    gave_up = msg("base.why.gave_up", seat=SEATS[1])
    end = msg("core.track.victory", track=TrackRef("assimilation"), why=gave_up)
    assert win_condition(end) == "assimilation: gave up"
    end = msg("core.track.victory", track=TrackRef("assimilation"),
              why=CardRef("hunt-anticipation"))
    assert win_condition(end) == "assimilation: hunt-anticipation"


def test_simulated_games_name_how_they_ended() -> None:
    results = run(SimConfig(players=3, games=6, seed=5))
    for result in results:
        track, _, cause = result.reason.partition(": ")
        assert track in {"rescue", "assimilation"} and cause, result.reason


def test_cli_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "2", "--games", "4", "--side", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 4 and data["side"] == 2
    assert 0.0 <= data["creature_win_rate"] <= 1.0
    assert data["creature_win_rate"] + data["hunted_win_rate"] == pytest.approx(1.0)
    assert len(data["creature_win_ci95"]) == 2
    assert set(data["turns"]) == {"mean", "sd", "min", "max"}


def test_cli_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "3", "--creature", "random"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "How games ended" in out and "Cards played" in out


def test_cli_writes_its_figures_as_the_language_does(capsys: pytest.CaptureFixture[str]) -> None:
    """French and Romanian write 12,5 % (a decimal comma, a no-break space before
    the sign), Portuguese 12,5%, English 12.5%."""
    from notalone_tui.i18n.current import use

    try:
        outputs = {}
        for lang in ("en", "fr", "pt", "ro"):
            assert main(["simulate", "--games", "2", "--seed", "1", "--lang", lang]) == 0
            outputs[lang] = capsys.readouterr().out
    finally:
        use("en")
    assert re.search(r"\d\.\d%", outputs["en"]) and not re.search(r"\d,\d", outputs["en"])
    for lang, sign in (("fr", "\u00a0%"), ("pt", "%"), ("ro", "\u00a0%")):
        assert re.search(rf"\d,\d{sign}", outputs[lang])
        assert not re.search(r"\d\.\d", outputs[lang])


@pytest.mark.parametrize(
    "args",
    [["--players", "8"], ["--games", "0"], ["--creature", "genius"], ["--side", "3"],
     ["--jobs", "-1"], ["--games", "many"]],
)
def test_cli_refuses_bad_arguments(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["simulate", *args])
    assert exc.value.code != 0
    assert "error" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--expert-seconds", "-1"], "--expert-seconds: must be a number of seconds above 0"),
        (["--expert-seconds", "0"], "--expert-seconds: must be a number of seconds above 0"),
        (["--expert-seconds", "nan"], "--expert-seconds: must be a number of seconds above 0"),
        (["--expert-seconds", "inf"], "--expert-seconds: must be a number of seconds above 0"),
        (["--expert-seconds", "soon"], "--expert-seconds: 'soon' is not a number of seconds"),
        (["--players", "abc"], "--players: 'abc' is not a whole number"),
        (["--players", "1"], "--players: Not Alone is played by 2 to 7 players, not 1"),
        (["--games", "many"], "--games: 'many' is not a whole number"),
        (["--games", "-3"], "--games: must be at least 1, not -3"),
        (["--jobs", "0"], "--jobs: must be at least 1, not 0"),
        (["--expert-playouts", "0"], "--expert-playouts: must be at least 1, not 0"),
        (["--creature-playouts", "-2"], "--creature-playouts: must be at least 1, not -2"),
        (["--hunted-playouts", "x"], "--hunted-playouts: 'x' is not a whole number"),
        (["--seed", "-1"], "--seed: a seed is a whole number from 0 to 2**63 - 1, not -1"),
        (["--seed", "1.5"], "--seed: '1.5' is not a whole number"),
        (["--side", "left"], "--side: 'left' is not a whole number"),
    ],
)
def test_cli_refuses_nonsense_numbers_in_plain_words(
    args: list[str], reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Exit status 2 with argparse's usage and a reason a player can read (no
    "invalid _positive value", which names a function of ours)."""
    with pytest.raises(SystemExit) as exc:
        main(["simulate", *args])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert f"notalone simulate: error: argument {reason}" in err
    assert "invalid _" not in err and "invalid float value" not in err


def test_matrix_prints_every_pairing(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--matrix", "random,standard", "--players", "2", "--games", "2"])
    assert code == 0
    out = capsys.readouterr().out
    assert "Creature \\ Hunted" in out
    rows = [line for line in out.splitlines() if line.startswith("│")]
    assert [row.split("│")[1].strip() for row in rows] == ["random", "standard"]
    assert all(row.count("%") == 6 for row in rows)  # two cells: rate and interval


def test_matrix_json_holds_one_summary_per_pairing(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--matrix", "standard, random,standard", "--players", "3",
                 "--games", "3", "--json"])
    assert code == 0
    cells = json.loads(capsys.readouterr().out)["matrix"]
    assert [(c["creature_level"], c["hunted_level"]) for c in cells] == [
        ("standard", "standard"), ("standard", "random"),
        ("random", "standard"), ("random", "random"),
    ]
    assert all(c["games"] == 3 for c in cells)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--matrix", "random,genius"], "unknown level 'genius'"),
        (["--matrix", ","], "name at least one level"),
        (["--matrix", "--creature", "random"], "leave out --creature and --hunted"),
    ],
)
def test_matrix_refusals(args: list[str], message: str,
                         capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("notalone: simulate:") and message in err


def test_expert_playouts_per_role(monkeypatch: pytest.MonkeyPatch) -> None:
    """--creature-playouts and --hunted-playouts reach the right seats."""
    from notalone_tui.sim import runner as simulate

    asked: dict[int, int | None] = {}
    real = simulate.make_bot

    def spy(level: str, seed: int, seconds: float = 1.0, playouts: int | None = None):  # type: ignore[no-untyped-def]  # make_bot's own
        asked[seed % 101] = playouts
        return real("random", seed)

    monkeypatch.setattr(simulate, "make_bot", spy)
    config = SimConfig(players=3, games=1, creature="expert", hunted="expert",
                       expert_playouts=7, creature_playouts=50)
    simulate.play_one(config, 0)  # game 0: the Creature sits at seat 0
    assert asked == {0: 50, 1: 7, 2: 7}
    assert SimConfig(hunted_playouts=3).playouts(False) == 3
    assert SimConfig(hunted_playouts=3).playouts(True) is None
    assert summarise(config, []).to_json()["expert_budget"] == {
        "seconds": 1.0, "creature_playouts": 50, "hunted_playouts": 7,
    }


# ---------------------------------------------------------- character sheets
def test_sheets_games_count_each_ability_in_play() -> None:
    """Each game lists the abilities that can trigger in it, zeros included: its
    Hunted's characters and the Creature's Lurking Hunter; the counts are the
    triggers the sheets module recorded."""
    from notalone_tui.engine.rulesets.sheets import abilities

    config = SimConfig(players=4, games=4, seed=3, sheets=True)
    results = run(config)
    for result in results:
        characters = [a for a in result.abilities if a in abilities.CHARACTERS]
        assert len(characters) == 3 and len(set(characters)) == 3
        assert abilities.LURKING in result.abilities and abilities.PACK not in result.abilities
    summary = summarise(config, results)
    assert summary.ability_games[abilities.LURKING] == 4
    assert sum(summary.ability_games[c] for c in abilities.CHARACTERS
               if c in summary.ability_games) == 12
    assert summary.abilities[abilities.LURKING] == sum(
        r.abilities[abilities.LURKING] for r in results) > 0


def test_pack_instinct_is_in_play_from_5_players() -> None:
    from notalone_tui.engine.rulesets.sheets import abilities

    results = run(SimConfig(players=5, games=2, seed=1, sheets=True))
    assert all(abilities.PACK in r.abilities for r in results)


def test_games_without_sheets_count_no_ability() -> None:
    results = run(SimConfig(players=4, games=2, seed=1))
    assert all(r.abilities == {} for r in results)


def test_cli_sheets_adds_the_abilities_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "5", "--games", "3", "--sheets", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["sheets"] is True
    names = set(data["abilities"])
    assert {"remastered-creature-ability-1-lurking-hunter",
            "remastered-creature-ability-2-pack-instinct"} <= names
    lurking = data["abilities"]["remastered-creature-ability-1-lurking-hunter"]
    assert lurking["games_in_play"] == 3
    assert lurking["per_game"] == pytest.approx(lurking["triggers"] / 3)
    assert main(["simulate", "--players", "4", "--games", "2", "--sheets"]) == 0
    out = capsys.readouterr().out
    assert "character sheets" in out and "Abilities triggered" in out
    assert "Lurking Hunter" in out and "Pack Instinct" not in out
    assert main(["simulate", "--players", "4", "--games", "2", "--json"]) == 0
    assert "abilities" not in json.loads(capsys.readouterr().out)


# ---------------------------------------------------------------- Sanctuary
def test_sanctuary_games_report_the_defense_rescues_and_evolutions() -> None:
    config = SimConfig(players=3, games=4, seed=2, ruleset=SANCTUARY)
    results = run(config)
    for r in results:
        assert set(r.sanctuary) == set(SANCTUARY_FIGURES)
        assert r.sanctuary["defense_win"] == int(r.reason.startswith("defense:"))
        assert r.sanctuary["defense_space"] > r.sanctuary["defense_moved"] >= 0
        assert r.sanctuary["evolves"] + r.sanctuary["nests"] <= r.turns
        assert any(card.startswith("sanctuary-") for card in r.cards) or r.turns < 3
    summary = summarise(config, results)
    assert set(summary.sanctuary) == set(SANCTUARY_FIGURES)
    assert summary.sanctuary["rescues"] == sum(r.sanctuary["rescues"] for r in results)
    data = summary.to_json()
    assert data["mode"] == SANCTUARY
    assert data["sanctuary"]["per_game"]["rescues"] == summary.sanctuary["rescues"] / 4
    # Repeatable, whatever the split over processes.
    assert run(SimConfig(**{**config.__dict__, "jobs": 2})) == results


def test_the_light_variant_reports_the_avatars_and_the_evolution() -> None:
    config = SimConfig(players=7, games=2, seed=1, ruleset=SANCTUARY_VARIANT)
    results = run(config)
    assert all(set(r.sanctuary) == set(VARIANT_FIGURES) for r in results)
    assert sum(r.sanctuary["avatar_uses"] for r in results) > 0
    summary = summarise(config, results)
    assert summary.to_json()["sanctuary"]["avatar_uses"] == summary.sanctuary["avatar_uses"]
    # No figures outside Sanctuary.
    base = run(SimConfig(players=2, games=1))
    assert base[0].sanctuary == {} and "sanctuary" not in summarise(
        SimConfig(players=2, games=1), base).to_json()


@pytest.mark.parametrize("mode", [SANCTUARY, SANCTUARY_VARIANT])
def test_cli_plays_both_sanctuary_modes_from_two_to_seven_players(
        mode: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--mode", mode, "--players", "2", "--games", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == mode and data["players"] == 2 and data["games"] == 2
    assert set(data["sanctuary"]["per_game"]) == set(data["sanctuary"]) - {"per_game"}
    assert main(["simulate", "--mode", mode, "--players", "7", "--games", "1",
                 "--creature", "random"]) == 0
    out = capsys.readouterr().out
    assert "7 players, Sanctuary" in out and "How games ended" in out
    label = "survivors rescued" if mode == SANCTUARY else "Avatar abilities used"
    assert label in out


def test_cli_sanctuary_matrix_prints_the_figures_of_every_pairing(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--mode", "sanctuary", "--matrix", "random,standard",
                 "--players", "3", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "3 players, Sanctuary" in out and "Creature \\ Hunted" in out
    assert out.count("fortifications") == 4
    assert main(["simulate", "--mode", "sanctuary-variant", "--matrix", "random,standard",
                 "--players", "2", "--games", "1", "--json"]) == 0
    cells = json.loads(capsys.readouterr().out)["matrix"]
    assert len(cells) == 4 and all(c["mode"] == SANCTUARY_VARIANT for c in cells)


def test_cli_help_names_the_sanctuary_modes(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "sanctuary-variant" in out and "2 to 7 players" in out and "light variant" in out
