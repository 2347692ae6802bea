"""The standard bot: a fast heuristic that plays sensibly in both roles.

As a Hunted it values places by what they give this turn, avoids the places
the Creature is most likely to hunt (the ones its discard pile gives away),
resists when its hand runs thin and plays Survival cards when they help.
As the Creature it reads the discard piles to spread each Hunted's chance
over the places they can still be, puts its tokens where the most Hunted are
expected, and plays Hunt cards when they bite. What it cannot read from the
rule set's places, tokens and cards (when a card is worth playing, how to
answer a decision a card or a place adds, what a rule set's own tokens and
counters are worth) it asks the rule set's judgement pack
(:meth:`StandardBot.judgement`, :mod:`.packs`): it knows no rule set by name.

A decision it has no answer for (a new card's, say) is judged by what its
options are (:meth:`StandardBot._fallback`): powers by their values, cards
taken back by theirs, a free token discard taken, a Will against a token
weighed, a token laid where the Hunted are expected; only options it cannot
read at all are picked at random. Cards it has no table entry for are played now
and then (:data:`UNKNOWN_CARD_CHANCE`), so that they are not dead cards.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Hashable, Sequence
from inspect import signature
from typing import Any

from notalone_tui.engine import (
    GameConfig,
    GameView,
    HuntedView,
    Kind,
    Option,
    RuleSet,
    Verb,
    get_ruleset,
)

from .base import Bot
from .judgement import PLAY_AT, Judgement
from .knowledge import candidates, own, presence, sorted_candidates
from .packs import judgement_for
from .token_watch import TokenWatch

#: A place whose ``bot_value`` is at least this is one the Hunted most want.
STRONG_PLACE = 1.8
#: How often a card the bot has no judgement for (a rule set's new card) is
#: played when it may be: it must not be a dead card, nor played blindly.
UNKNOWN_CARD_CHANCE = 0.3


def default_rules() -> RuleSet:
    """The rule set a bot judges by before a view names one: the one a game set
    up with every default plays."""
    return get_ruleset(str(signature(GameConfig).parameters["ruleset"].default))


class StandardBot(Bot):
    """Place values and power values come from the rule set's places (each place
    says how much a Hunted wants to stand there and to hold its card)."""

    level = "standard"
    #: The rule set of the view being judged (set by :meth:`choose`).
    rules: RuleSet = default_rules()

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        #: Decision kinds that reached :meth:`_fallback`, and how often (the
        #: tests check that no card a judgement pack covers reaches it).
        self.fallbacks: Counter[str] = Counter()
        #: The Creature's memory of the tokens seen this turn (Relapse).
        self.token_watch = TokenWatch()
        # The last judgement pack :meth:`judgement` found, and its rule set's id.
        self._judgement: Judgement = judgement_for(self.rules)
        self._judged_id: str = self.rules.id
        # The scratch pad of :meth:`memo`, and the view and rule set it belongs to.
        self._memo: dict[Hashable, Any] = {}
        self._memo_view: GameView | None = None
        self._memo_rules: RuleSet | None = None

    def memo(self, view: GameView) -> dict[Hashable, Any]:
        """A scratch pad for values computed from ``view`` alone (with this bot's
        rule set), emptied when another view (or rule set) comes along.

        The heuristics ask for the same expectations (where the Hunted are, how
        dangerous each place is, what a rule set's own tokens add for each Hunted)
        many times while judging one view, and a search judges thousands of
        views: computing each once per view saves most of that time. Only values
        that depend on nothing but the view and the rule set belong here (never
        anything drawn from the bot's random stream), so a decision is the same
        with or without the pad. A view is immutable, and the pad holds on to
        its view, so that view's identity cannot be reused while the pad lives.
        Values are shared: treat them as read-only."""
        if view is not self._memo_view or self.rules is not self._memo_rules:
            self._memo = {}
            self._memo_view = view
            self._memo_rules = self.rules
        return self._memo

    def judgement(self, view: GameView) -> Judgement:
        """The judgement pack of ``view``'s rule set (its packs composed): kept
        until a view of another rule set comes along."""
        if view.ruleset != self._judged_id:
            self._judgement = judgement_for(get_ruleset(view.ruleset))
            self._judged_id = view.ruleset
        return self._judgement

    def choose(self, view: GameView) -> Option:
        decision = self.decision(view)
        options = decision.options
        assert options
        creature = view.viewer == view.creature_seat
        if creature:
            self.token_watch.update(view)
        if len(options) == 1:
            return options[0]
        self.rules = get_ruleset(view.ruleset)
        answer = self.judgement(view).answers.get(decision.kind)
        if answer is not None:
            choice = answer(self, view, options)
        else:
            handler = getattr(self, f"_{decision.kind}", None)
            choice = handler(view, options, creature) if handler else None
            if handler is None:
                self.fallbacks[decision.kind] += 1
                choice = self._fallback(view, options, creature)
        if choice is None or choice not in options:
            choice = self.rng.choice(options)
        return choice

    # ------------------------------------------------------------- helpers
    def place_value(self, place: int) -> float:
        """How much a Hunted wants to be on ``place``, before tokens."""
        found = self.rules.places.get(place)
        return found.bot_value if found else 1.0

    def place_bonus(self, view: GameView, hunted: HuntedView, place: int) -> float:
        """What the moment adds to ``place_value`` for this Hunted (the rule set says)."""
        found = self.rules.places.get(place)
        moment = self.judgement(view).place_bonus
        extra = 0.0 if moment is None else moment(self, view, place, hunted)
        if found is None or found.bot_bonus is None:
            return extra
        return found.bot_bonus(view, hunted) + extra

    def strong(self, place: int) -> bool:
        """One of the places a Hunted most wants (where denying it hurts most)."""
        return self.place_value(place) >= STRONG_PLACE

    def threat(self, view: GameView, place: int) -> float:
        """How bad standing on ``place`` is now: the worst token acting there."""
        found = self._threats(view).get(place)
        if found is None:  # not one of the rule set's places
            found = self._threat_at(view, place, dict(view.tokens), self.catching)
        return found

    def _threats(self, view: GameView) -> dict[int, float]:
        """:meth:`threat` for every place, worked out once per view (:meth:`memo`)
        in one pass over the tokens laid: each place's worst token is the first
        of the highest threats in the rule set's order of tokens, as ``max``
        picks it in :meth:`_threat_at`."""
        memo = self.memo(view)
        found: dict[int, float] | None = memo.get("threats")
        if found is None:
            where = dict(view.tokens)
            worst: dict[int, float] = {}
            for t in self.rules.tokens:
                threat = t.bot_threat
                for p in where.get(t.id, ()):
                    if p not in worst or threat > worst[p]:
                        worst[p] = threat
            catching = self.catching
            hunting = view.creature_places
            found = memo["threats"] = {}
            for p in self.rules.places:
                value = worst.get(p, 0.0)
                if p in hunting:
                    value = max(value, catching)
                found[p] = value
        return found

    def _threat_at(self, view: GameView, place: int, where: dict[str, tuple[int, ...]],
                   catching: float) -> float:
        worst = max((t.bot_threat for t in self.rules.tokens if place in where.get(t.id, ())),
                    default=0.0)
        if place in view.creature_places:
            worst = max(worst, catching)
        return worst

    def harmed(self, view: GameView) -> set[int]:
        """Places where some token hurts a Hunted standing there (a fresh set)."""
        memo = self.memo(view)
        found: set[int] | None = memo.get("harmed")  # never handed out: copied
        if found is None:
            found = memo["harmed"] = {p for p, threat in self._threats(view).items() if threat > 0}
        return set(found)

    @property
    def catching(self) -> float:
        """The threat of a token that catches (the worst there is)."""
        return max((t.bot_threat for t in self.rules.tokens), default=0.0)

    def card_value(self, place: int) -> float:
        """How much a Hunted wants a Place card back in hand (or hates to lose it)."""
        found = self.rules.places.get(place)
        return found.card_value if found else 1.0

    def _best(self, options: tuple[Option, ...], score: dict[Option, float],
              noise: float = 0.15) -> Option:
        return max(options, key=lambda o: score.get(o, 0.0) + self.rng.random() * noise)

    def _softmax(self, options: list[Option], scores: list[float], temp: float) -> Option:
        top = max(scores)
        weights = [math.exp((s - top) / temp) for s in scores]
        return self.rng.choices(options, weights)[0]

    # ============================================================ Creature
    def _creature_window(self, view: GameView, options: tuple[Option, ...],
                         creature: bool) -> Option | None:
        plays = [o for o in options if o.verb is Verb.PLAY]
        window = self.judgement(view).window_plays
        for o in plays:
            card = o.card
            value = self.judged_hunt(view, card)
            if value is not None:
                # The turn's one play: not on this card if a later one is worth more.
                later = max((self._hunt_priority(view, c) for c in view.creature.hand or ()
                             if c != card and self.rules.card(c).phase > 1), default=0.0)
                if value >= PLAY_AT and value >= later:
                    return o
                continue
            wanted = window.get(card)
            if wanted is not None:
                if wanted(self, view):
                    return o
                continue
            if self._unknown_card(view, card):
                return o
        return Option(Verb.PASS)

    def _hunt(self, view: GameView, options: tuple[Option, ...], creature: bool) -> Option:
        plays = [o for o in options if o.verb is Verb.PLAY]
        if plays:
            priority = {o: self._hunt_priority(view, o.card) for o in plays}
            best = max(plays, key=lambda o: priority[o])
            if priority[best] >= 2.5 or (
                    self.judged_hunt(view, best.card) is None and self.rng.random() < 0.3):
                return best
        values = self.token_values(view, options)
        if not values:
            return Option(Verb.DONE)
        return max(values, key=lambda o: values[o] + self.rng.random() * 0.3)

    def token_values(self, view: GameView, options: tuple[Option, ...]) -> dict[Option, float]:
        """What each placement of the next token to lay is worth (the token that
        catches first, then the others where it is not): expected figures caught,
        less overlap with tokens already laid, plus places denied."""
        weight = self._predicted(view)
        taken = {p for _, where in view.tokens for p in where}
        # A Target token hunting as a second Creature token (Horde) is a catch there.
        judgement = self.judgement(view)
        second = judgement.second_creature
        hunting = set() if second is None else set(second(self, view))
        weighs = judgement.catch_weight
        adds = judgement.creature_token_bonus
        tokens = [o for o in options if o.verb is Verb.TOKEN]
        catching = self.catching
        # What a catch on each place brings: the same for every placement that
        # covers it, so worked out once per place.
        catch: dict[int, float] = {}

        def caught(p: int) -> float:
            found = catch.get(p)
            if found is None:
                found = catch[p] = (weight[p] * (1.0 if weighs is None else weighs(view, p))
                                    + (0.0 if adds is None else adds(self, view, p, weight)))
            return found

        for token in sorted(self.rules.tokens, key=lambda t: -t.bot_threat):
            mine = [o for o in tokens if o.card == token.id]
            if not mine:
                continue
            spread = token.bot_threat < catching
            denies = self._denies(view, token.id)

            def value(o: Option, spread: bool = spread, denies: bool = denies) -> float:
                gain: float = sum(caught(p) for p in o.places)
                if spread:
                    gain -= 0.6 * sum(weight[p] for p in o.places if p in taken)
                else:
                    gain -= sum(weight[p] for p in o.places if p in hunting)
                if denies:
                    gain += sum(0.5 for p in o.places if self.strong(p))
                return gain

            return {o: value(o) for o in mine}
        return {}

    def _hunt_priority(self, view: GameView, card: str) -> float:
        """How much the Creature wants to play ``card`` now, as the rule set's
        judgement packs value it (fixed priorities, or values from the moment)."""
        value = self.judged_hunt(view, card)
        return self.judgement(view).hunt_priority.get(card, 1.0) if value is None else value

    def judged_hunt(self, view: GameView, card: str) -> float | None:
        """A Hunt card's value from the moment, as the rule set's judgement
        values it (:attr:`Judgement.hunt_values`); ``None`` for the cards it
        leaves to their fixed priority."""
        judge = self.judgement(view).hunt_values.get(card)
        return None if judge is None else judge(self, view)

    def _denies(self, view: GameView, token: str) -> bool:
        """Whether a card in effect makes this token's places lose their powers
        (Mirage: the card's symbol names the token; the rule set's judgement
        names such cards)."""
        denying = self.judgement(view).denying_cards
        return any(
            card in denying and self.rules.card(card).symbol == token for card in view.effects
        )

    def _predicted(self, view: GameView) -> dict[int, float]:
        """Expected figures per place, guessing that each Hunted weighs the value of a
        place against how likely it is to be hunted (as this bot would), blended
        with an even spread so that erratic Hunted are still covered. Computed once
        per view (:meth:`memo`); a fresh dict each call."""
        memo = self.memo(view)
        found: dict[int, float] | None = memo.get("predicted")
        if found is None:
            found = memo["predicted"] = self._predict(view)
        return dict(found)

    def _predict(self, view: GameView) -> dict[int, float]:
        """:meth:`_predicted`, computed."""
        danger = self._danger(view)

        def guess(hv: HuntedView, places: Sequence[int], count: int) -> list[float]:
            return [count * p for p in self._guess(view, hv, places, danger)]

        return presence(view, guess)

    def _guess(self, view: GameView, hv: HuntedView, places: Sequence[int],
               danger: dict[int, float]) -> list[float]:
        """The chance that ``hv``'s card is each of ``places`` (its candidates)."""
        scores = self._place_scores(view, hv, places, danger)
        top = max(scores)
        exp = math.exp
        raw = [exp((x - top) / 0.6) for x in scores]
        total = sum(raw)
        even = 0.4 / len(places)
        return [0.6 * r / total + even for r in raw]

    def place_odds(self, view: GameView) -> dict[int, dict[int, float]]:
        """This policy's belief about where each hidden Hunted went, per seat and
        place: what a search hands :func:`determinize` as ``odds``."""
        danger = self._danger(view)
        odds: dict[int, dict[int, float]] = {}
        for hv in view.hunted:
            if hv.revealed or hv.seat == view.viewer:
                continue
            places = sorted_candidates(hv)
            if places:
                odds[hv.seat] = dict(zip(places, self._guess(view, hv, places, danger),
                                         strict=True))
        return odds

    def _place_scores(self, view: GameView, hunted: HuntedView, places: Sequence[int],
                      danger: dict[int, float]) -> list[float]:
        """How much ``hunted`` wants each of ``places``: its worth, less the
        danger of being hunted there. All at once, as the guesses and the
        exploration both weigh several places with the same memo."""
        worth = self._place_worth(view, hunted)
        return [(worth[p] if p in worth else self._worth_of(view, hunted, p, worth))
                - 5.0 * danger[p] for p in places]

    def _place_worth(self, view: GameView, hunted: HuntedView) -> dict[int, float]:
        """``place_value + place_bonus`` by place for ``hunted``, as far as worked
        out (:meth:`_worth_of` adds the others): once per view and Hunted
        (:meth:`memo`), as guessing where everyone goes and then weighing one's
        own exploration ask for the same places. The memo checks that it is
        the same Hunted's view."""
        memo = self.memo(view)
        key = ("place_worth", hunted.seat)
        found: tuple[HuntedView, dict[int, float]] | None = memo.get(key)
        if found is None or found[0] is not hunted:
            found = memo[key] = (hunted, {})
        return found[1]

    def _worth_of(self, view: GameView, hunted: HuntedView, place: int,
                  worth: dict[int, float]) -> float:
        """``place``'s entry of :meth:`_place_worth`, worked out and kept."""
        value = worth[place] = self.place_value(place) + self.place_bonus(view, hunted, place)
        return value

    def _anticipation(self, view: GameView, options: tuple[Option, ...],
                      creature: bool) -> Option:
        by_seat = {hv.seat: hv for hv in view.hunted}
        return min(options, key=lambda o: len(candidates(by_seat[o.seat]))
                   + self.rng.random() * 0.1)

    def _most_cards(self, view: GameView, options: tuple[Option, ...]) -> Option:
        by_seat = {hv.seat: hv for hv in view.hunted}
        return max(options, key=lambda o: by_seat[o.seat].hand_size + self.rng.random() * 0.1)

    def _ascendancy_target(self, view: GameView, options: tuple[Option, ...],
                           creature: bool) -> Option:
        return self._most_cards(view, options)

    def _phobia_target(self, view: GameView, options: tuple[Option, ...],
                       creature: bool) -> Option:
        return self._most_cards(view, options)

    def _force_field(self, view: GameView, options: tuple[Option, ...],
                     creature: bool) -> Option:
        weight = presence(view)
        return max(options, key=lambda o: sum(weight[p] for p in o.places) + self.rng.random())

    def _cataclysm(self, view: GameView, options: tuple[Option, ...],
                   creature: bool) -> Option:
        tokened = {p for _, where in view.tokens for p in where}
        score: dict[Option, float] = {}
        for o in options:
            here = sum(1 for hv in view.hunted for p in hv.positions if p == o.place)
            score[o] = 0.0 if o.place in tokened else here * self.place_value(o.place)
        return self._best(options, score)

    def _detour(self, view: GameView, options: tuple[Option, ...], creature: bool) -> Option:
        score: dict[Option, float] = {}
        for o in options:
            hv = next(h for h in view.hunted if h.seat == o.seat)
            src = hv.positions[o.n]
            was = self.threat(view, src)
            now = self.threat(view, o.place)
            score[o] = now - was + (0.3 if self.strong(src) else 0.0)
        return self._best(options, score)

    # =============================================================== shared
    def _card_window(self, view: GameView, options: tuple[Option, ...],
                     creature: bool) -> Option:
        if creature:
            useful = self._creature_card_wanted(view)
        else:
            useful = self._hunted_card_wanted(view)
        return Option(Verb.OPEN_HAND) if useful else Option(Verb.PASS)

    def _card_pick(self, view: GameView, options: tuple[Option, ...],
                   creature: bool) -> Option:
        plays = [o for o in options if o.verb is Verb.PLAY]
        if creature:
            wanted = [o for o in plays if self._creature_wants(view, o.card)]
        else:
            wanted = [o for o in plays if self._hunted_wants(view, o.card)]
        if wanted:
            return self.rng.choice(wanted)
        return Option(Verb.CANCEL)

    def _creature_card_wanted(self, view: GameView) -> bool:
        hand = view.creature.hand or ()
        return any(self._creature_wants(view, c) for c in hand)

    def creature_wants(self, view: GameView, card: str) -> bool:
        """Whether the Creature wants to play ``card`` now (hints read it)."""
        return self._creature_wants(view, card)

    def hunted_wants(self, view: GameView, card: str) -> bool:
        """Whether a Hunted wants to play the Survival ``card`` now (hints read it)."""
        return self._hunted_wants(view, card)

    def _creature_wants(self, view: GameView, card: str) -> bool:
        value = self.judged_hunt(view, card)
        if value is not None:
            return self.rules.card(card).phase == view.phase and value >= PLAY_AT
        judge = self.judgement(view).creature_wants.get(card)
        wanted = None if judge is None else judge(self, view)
        if wanted is not None:
            return wanted
        if view.phase == 3:
            return False  # the reckoning's windows: only the cards judged for them
        return self._unknown_card(view, card)

    def _unknown_card(self, view: GameView, card: str) -> bool:
        """Whether to play a card this bot has no judgement for (none of the rule
        set's packs knows it): now and then, so that it is neither dead nor spammed."""
        known = card in self.judgement(view).known_cards
        return not known and self.rng.random() < UNKNOWN_CARD_CHANCE

    # ============================================================== Hunted
    def _danger(self, view: GameView) -> dict[int, float]:
        """How likely the Creature is to hunt each place, as it can guess (once
        per view, :meth:`memo`; a fresh dict each call)."""
        memo = self.memo(view)
        found: dict[int, float] | None = memo.get("danger")
        if found is None:
            weight = presence(view)
            total = sum(weight.values()) or 1.0
            found = memo["danger"] = {p: w / total for p, w in weight.items()}
        return dict(found)

    def hunt_danger(self, view: GameView) -> dict[int, float]:
        """The chance that the Creature hunts each place, as :meth:`_explore`
        weighs it (the Creature reading the discard piles as this bot would):
        what a hint names."""
        guessed = self._predicted(view)
        total = sum(guessed.values()) or 1.0
        return {p: w / total for p, w in guessed.items()}

    def expected_figures(self, view: GameView) -> dict[int, float]:
        """Hunted figures expected on each place, as the Creature's token
        placement weighs them (:meth:`token_values`): what a hint names."""
        return self._predicted(view)

    def _explore(self, view: GameView, options: tuple[Option, ...], creature: bool) -> Option:
        extra = self.judgement(view).explore_extra
        chosen = None if extra is None else extra(self, view, options)
        if chosen is not None:
            return chosen
        me = own(view)
        hand = me.hand or ()
        discard = me.discard or ()
        need = 2 if me.needs else 1
        resist = {o.n: o for o in options if o.verb is Verb.RESIST}
        if len(hand) <= need + 1 and discard:
            pick = self.judgement(view).resist
            mechanic = None if pick is None else pick(view, resist)
            if mechanic is not None:
                return mechanic
            if me.will == 3 and 2 in resist and len(hand) <= need:
                return resist[2]
            if 1 in resist:
                return resist[1]
        for o in options:
            if o.verb is Verb.PLAY and self._hunted_wants(view, o.card):
                return o
        explores = [o for o in options if o.verb is Verb.EXPLORE]
        if need == 2 and any(len(o.places) == 2 for o in explores):
            # Laying 1 card where 2 may be laid (the Glacier) only gives up the choice.
            explores = [o for o in explores if len(o.places) == 2]
        if not explores:
            return next((o for o in options if o.verb is Verb.GIVE_UP), options[0])
        # Where would a Creature that reads the discard piles (like this bot's own
        # Creature) hunt? Avoid that, one step of "I know that you know" deeper.
        guessed = self._predicted(view)
        total = sum(guessed.values()) or 1.0
        danger = {p: w / total for p, w in guessed.items()}
        scores = []
        for o in explores:
            value = sum(self._place_scores(view, me, o.places, danger))
            if need == 1 and len(hand) > 1:
                value -= 0.3 * self.card_value(o.places[0])
            scores.append(value)
        return self._softmax(explores, scores, temp=0.8)

    def _hunted_card_wanted(self, view: GameView) -> bool:
        me = own(view)
        return any(self._hunted_wants(view, c) for c in me.survival or ())

    def _hunted_wants(self, view: GameView, card: str) -> bool:
        judge = self.judgement(view).survival_wanted.get(card)
        judged = None if judge is None else judge(self, view)
        if judged is not None:
            return judged
        by_phase = self.judgement(view).survival_by_phase
        wanted = None if by_phase is None else by_phase(self, view, card)
        return self._unknown_card(view, card) if wanted is None else wanted

    def _resolve(self, view: GameView, options: tuple[Option, ...], creature: bool) -> Option:
        return self._best(options, self.resolve_scores(view, options))

    def resolve_scores(self, view: GameView, options: tuple[Option, ...]) -> dict[Option, float]:
        """What a Hunted's Reckoning options (a place's power, a card taken back,
        a card played instead) are worth, before the pick's noise (hints read them)."""
        me = own(view)
        judgement = self.judgement(view)
        score: dict[Option, float] = {}
        for o in options:
            if o.verb is Verb.POWER:
                score[o] = self._power_value(view, o, me.will)
            elif o.verb is Verb.TAKE_BACK:
                score[o] = 0.8 * self.card_value(o.place)
            elif o.verb is Verb.OPEN_HAND:
                # Purification is played here, instead of the place's power.
                opening = judgement.resolve_hand
                hand = None if opening is None else opening(self, view)
                score[o] = -1.0 if hand is None or hand <= 0 else hand
            else:
                other = judgement.resolve_value
                score[o] = (None if other is None else other(self, view, o)) or 0.0
        return score

    def power_score(self, view: GameView, o: Option, will: int) -> float:
        """How much a Hunted with ``will`` Will wants this power option (the place says)."""
        return self._power_value(view, o, will)

    def _power_value(self, view: GameView, o: Option, will: int) -> float:
        judged = self.judgement(view).power_value
        moment = None if judged is None else judged(self, view, o, will)
        if moment is not None:
            return moment
        place = self.rules.places.get(o.place)
        if place is None or place.bot_power_value is None:
            return 1.0
        return place.bot_power_value(view, o, will)

    def _pick_back(self, options: tuple[Option, ...]) -> Option:
        return max(options, key=lambda o: self.card_value(o.place) + self.rng.random() * 0.2)

    def _resist_pick(self, view: GameView, options: tuple[Option, ...], creature: bool) -> Option:
        return self._pick_back(options)

    def _sixth_sense_pick(self, view: GameView, options: tuple[Option, ...],
                          creature: bool) -> Option:
        return self._pick_back(options)

    def _cheapest(self, options: tuple[Option, ...]) -> Option:
        def cost(o: Option) -> float:
            cards = o.places or (o.place,)
            return sum(self.card_value(c) for c in cards) + self.rng.random() * 0.2

        return min(options, key=cost)

    def _artemia_discard(self, view: GameView, options: tuple[Option, ...],
                         creature: bool) -> Option:
        judged = self.judgement(view).artemia_discard
        return (None if judged is None else judged(self, view, options)) or self._cheapest(options)

    def _forbidden_zone(self, view: GameView, options: tuple[Option, ...],
                        creature: bool) -> Option:
        return self._cheapest(options)

    def _sacrifice_discard(self, view: GameView, options: tuple[Option, ...],
                           creature: bool) -> Option:
        return self._cheapest(options)

    def _ascendancy_discard(self, view: GameView, options: tuple[Option, ...],
                            creature: bool) -> Option:
        return max(options, key=lambda o: sum(self.card_value(c) for c in o.places)
                   + self.rng.random() * 0.2)

    def _phobia_hide(self, view: GameView, options: tuple[Option, ...],
                     creature: bool) -> Option:
        return max(options, key=lambda o: sum(self.card_value(c) for c in o.places)
                   + self.rng.random())

    def _scream(self, view: GameView, options: tuple[Option, ...], creature: bool) -> Option:
        me = own(view)
        if me.will >= 2 or me.hand_size < 4:
            return Option(Verb.LOSE_WILL)
        return self._cheapest(tuple(o for o in options if o.verb is Verb.DISCARD))

    def _toxin(self, view: GameView, options: tuple[Option, ...], creature: bool) -> Option:
        return self.rng.choice(options)

    def _shelter_keep(self, view: GameView, options: tuple[Option, ...],
                      creature: bool) -> Option:
        prefer = self.judgement(view).keep_first
        ranked = sorted(options, key=lambda o: prefer.index(o.card) if o.card in prefer else 9)
        return ranked[0]

    def _river(self, view: GameView, options: tuple[Option, ...], creature: bool) -> Option:
        bad = self.harmed(view)
        safe = [o for o in options if o.place not in bad]
        pool = safe or list(options)
        return max(pool, key=lambda o: self.place_value(o.place) + self.rng.random() * 0.3)

    def _vortex(self, view: GameView, options: tuple[Option, ...], creature: bool) -> Option:
        bad = self.harmed(view)
        safe = [o for o in options if o.place not in bad]
        pool = safe or list(options)
        return max(pool, key=lambda o: self.place_value(o.place) + self.rng.random() * 0.3)

    def _move_token_away(self, view: GameView, options: tuple[Option, ...]) -> Option:
        figures: dict[int, int] = {}
        for hv in view.hunted:
            for p in hv.positions:
                figures[p] = figures.get(p, 0) + 1
        return min(options, key=lambda o: figures.get(o.place, 0) + self.rng.random() * 0.1)

    def _wrong_track(self, view: GameView, options: tuple[Option, ...],
                     creature: bool) -> Option:
        return self._move_token_away(view, options)

    def _hologram(self, view: GameView, options: tuple[Option, ...], creature: bool) -> Option:
        return self._move_token_away(view, options)

    def _double_back(self, view: GameView, options: tuple[Option, ...],
                     creature: bool) -> Option:
        return max(options, key=lambda o: self.card_value(o.place))

    # ============================================================ fallback
    def _fallback(self, view: GameView, options: tuple[Option, ...],
                  creature: bool) -> Option | None:
        """A decision kind this bot has no answer for (a new card's): judge the
        options by what they are, when they are all of one readable sort."""
        verbs = {o.verb for o in options}
        if not creature:
            read = self.judgement(view).hunted_fallback
            choice = None if read is None else read(self, view, options)
            if choice is not None:
                return choice
            if Verb.POWER in verbs:
                return self._resolve(view, options, creature)
        if creature and verbs == {Verb.TOKEN}:
            # A token to lay (a new card's): where most Hunted are expected.
            weight = self._predicted(view)
            return max(options, key=lambda o: sum(weight.get(p, 0.0) for p in o.places)
                       + self.rng.random() * 0.3)
        if verbs == {Verb.TAKE_BACK}:
            return self._pick_back(options)
        if verbs == {Verb.DISCARD} and all(o.place or o.places for o in options):
            return self._cheapest(options)
        if verbs == {Verb.CHOOSE} and all(o.place for o in options):
            return max(options, key=lambda o: self.card_value(o.place) + self.rng.random() * 0.2)
        if verbs <= {Verb.CHOOSE, Verb.PASS} and all(o.seat >= 0 for o in options
                                                     if o.verb is Verb.CHOOSE):
            return self._choose_hunted(view, options, creature)
        return None

    def _choose_hunted(self, view: GameView, options: tuple[Option, ...],
                       creature: bool) -> Option | None:
        """A Hunted to name, for an effect the bot cannot read: the Creature names
        the one holding most cards (the usual victim), a Hunted the teammate with
        least Will and fewest cards (the usual beneficiary)."""
        by_seat = {hv.seat: hv for hv in view.hunted}
        seats = [o for o in options if o.verb is Verb.CHOOSE and o.seat in by_seat]
        if not seats:
            return None
        if creature:
            return max(seats, key=lambda o: by_seat[o.seat].hand_size + self.rng.random() * 0.1)
        return min(seats, key=lambda o: (by_seat[o.seat].will, by_seat[o.seat].hand_size,
                                         self.rng.random()))

    def _artefact_order(self, view: GameView, options: tuple[Option, ...],
                        creature: bool) -> Option:
        return max(options, key=lambda o: self.place_value(o.place))


__all__ = ["StandardBot", "Kind"]
