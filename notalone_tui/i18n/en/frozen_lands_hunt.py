"""English for the Frozen Lands Hunt cards (designed for this edition)."""

MESSAGES: dict[str, str] = {}
