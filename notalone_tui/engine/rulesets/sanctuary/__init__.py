"""Sanctuary as a rule set; see ``shared/reference/cards-designed.md`` section 3."""
