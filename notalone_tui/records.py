"""Game records: the action log as a file format (pydantic models at the engine's edge).

A record is ``(format version, config, seed, actions)`` plus the player names
(already in the config). Replaying it through the engine rebuilds the exact
game, so the same record serves as save file, replay and shareable log.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .engine import Action, Game, GameConfig, IllegalAction, Option, Verb
from .engine.errors import ConfigError

FORMAT_VERSION = 1


class RecordError(ValueError):
    """A record that cannot be loaded: bad JSON, bad fields, or an illegal action."""


class OptionModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    verb: Verb
    card: str = ""
    place: int = Field(default=0, ge=0, le=10)
    places: tuple[int, ...] = ()
    seat: int = Field(default=-1, ge=-1, le=6)
    n: int = Field(default=0, ge=0)

    def to_option(self) -> Option:
        return Option(self.verb, self.card, self.place, self.places, self.seat, self.n)

    @classmethod
    def of(cls, option: Option) -> OptionModel:
        return cls(**option._asdict())


class ActionModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    seat: int = Field(ge=0, le=6)
    option: OptionModel

    def to_action(self) -> Action:
        return Action(self.seat, self.option.to_option())


class ConfigModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    names: tuple[str, ...] = Field(min_length=2, max_length=7)
    creature_seat: int = Field(default=0, ge=0, le=6)
    board_side: Literal[1, 2] = 1
    expert_variant: bool = False

    def to_config(self) -> GameConfig:
        try:
            return GameConfig(
                names=self.names,
                creature_seat=self.creature_seat,
                board_side=self.board_side,
                expert_variant=self.expert_variant,
            )
        except ConfigError as exc:
            raise RecordError(f"bad game configuration: {exc}") from exc


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    format_version: Literal[1] = FORMAT_VERSION
    config: ConfigModel
    seed: int
    actions: tuple[ActionModel, ...] = ()

    @field_validator("seed")
    @classmethod
    def _seed_range(cls, value: int) -> int:
        if not 0 <= value < 2**63:
            raise ValueError("seed must be between 0 and 2**63 - 1")
        return value

    @classmethod
    def of(cls, game: Game) -> GameRecord:
        cfg = game.state.config
        return cls(
            config=ConfigModel(
                names=cfg.names,
                creature_seat=cfg.creature_seat,
                board_side=cfg.board_side,  # type: ignore[arg-type]
                expert_variant=cfg.expert_variant,
            ),
            seed=game.state.seed,
            actions=tuple(
                ActionModel(seat=a.seat, option=OptionModel.of(a.option)) for a in game.actions
            ),
        )

    def to_json(self) -> str:
        return self.model_dump_json(indent=None, exclude_defaults=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        try:
            return cls.model_validate_json(text)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first.get("loc", ())) or "record"
            raise RecordError(f"{where}: {first.get('msg', 'invalid')}") from exc

    def replay(self) -> Game:
        """Rebuild the game; raises :class:`RecordError` naming the first bad action."""
        game = Game.new(self.config.to_config(), seed=self.seed)
        for index, action in enumerate(self.actions):
            try:
                game.apply(action.to_action())
            except IllegalAction as exc:
                raise RecordError(f"action {index + 1} is illegal in this game: {exc}") from exc
        return game
