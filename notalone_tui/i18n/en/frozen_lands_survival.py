"""English for the Frozen Lands Survival cards (designed for this edition)."""

MESSAGES: dict[str, str] = {}
