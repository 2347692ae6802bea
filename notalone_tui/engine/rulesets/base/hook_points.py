"""The hook points the base game adds to the engine's
(:data:`~notalone_tui.engine.ruleset.HOOK_POINTS`), with the context each
passes: where the abilities of the rule sets built on it (the characters'
sheets, Frozen Lands, Sanctuary) attach to its turn. Handed the engine as
:attr:`RuleSet.hook_points`."""

from __future__ import annotations

from collections.abc import Mapping

HOOK_POINTS: Mapping[str, str] = {
    "resisted": "a Hunted resisted (seat, will_lost, cards)",
    "power_drew": "a place power made a Hunted draw Survival cards (seat, place, cards)",
    "artemia_discarded": "the Artemia token made a Hunted discard (seat, card)",
    "last_will": "the last-Will check found Hunted who lost their last Will (seats)",
    "creature_refilled": "the Creature refilled its hand at the end of the turn (cards)",
    "artemia_options": "the Artemia token asks a Hunted to discard: abilities may add options (seat, options)",
    "artemia_alternative": "a Hunted answered the Artemia token with an ability's option (seat, option)",
    "power_used": "a Hunted used a place's power, played, copied or lent (seat, place, option)",
    "resolving": "a Hunted is about to resolve a place in Phase 3 (seat, place)",
    "rescue_reach": "a Hunted's rescue is checked: abilities may let them rescue from "
                    "further away (seat, reach: a list to add 'diagonal' to)",
    "rescued": "a Hunted rescued survivors, the cards now face down in front of them "
               "(seat, cards, reach: 'adjacent', 'diagonal' or 'anywhere')",
    "sheltering": "a Hunted is about to shelter their survivors: abilities may let them "
                  "keep 1 card (seat, keep: a list to add the ability's id to)",
    "creature_caught": "the Creature token caught Hunted, after their Will loss (seats)",
    "gave_up": "a Hunted gave up in Phase 1, after recovering (seat)",
    "recovered": "Hunted who lost their last Will recovered, before Assimilation moves (seats)",
    "resolve_options": "a Hunted may take back a card instead of the power: "
                       "abilities may add alternatives (seat, options, place)",
    "reckoning_options": "a Hunted resolves their own place, its power usable or not (even "
                         "silenced, without a Hunt token): abilities may add options open on "
                         "any such place (seat, options, place)",
    "resolve_alternative": "a Hunted resolving a place chose a rule set's alternative (seat, option)",
    "explore_options": "a Hunted is asked to explore: abilities may remove or add options "
                       "(seat, options)",
    "artemia_hit": "the Artemia token hits a Hunted, before its discard (seat)",
    "creature_missed": "the Creature token's step caught nobody ()",
    "explore_alternative": "a Hunted exploring chose an ability's option (seat, option)",
    "target_resolving": "the Target token is about to act in Phase 3, before its cards' "
                        "effects (places)",
}
