"""Numbers as each language writes them: decimals, percentages, and the Roman
numerals of the Evolution levels.

Only ``notalone simulate`` prints fractions; the game itself counts in whole
numbers. The conventions are CLDR's for these four languages (a decimal comma
in French, Portuguese and Romanian; a no-break space before the percent sign in
French and Romanian), kept here as data so that the standard library suffices.
"""

from __future__ import annotations

from .current import language

#: The decimal separator of languages that do not write a point.
DECIMAL_SEPARATOR: dict[str, str] = {"fr": ",", "pt": ",", "ro": ","}
#: How a percentage is written, where it is not the number and "%" run together.
PERCENT_PATTERN: dict[str, str] = {"fr": "{}\u00a0%", "ro": "{}\u00a0%"}


def decimal(value: float, digits: int, lang: str | None = None) -> str:
    """``value`` with ``digits`` decimals in ``lang`` (default: the current language)."""
    text = f"{value:.{digits}f}"
    return text.replace(".", DECIMAL_SEPARATOR.get(lang or language(), "."))


def percent(fraction: float, digits: int = 1, lang: str | None = None) -> str:
    """A fraction (0.5) as a percentage ("50.0%", "50,0 %")."""
    lang = lang or language()
    return PERCENT_PATTERN.get(lang, "{}%").format(decimal(100 * fraction, digits, lang))


_ROMAN = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def roman(number: int) -> str:
    """A small positive number in Roman numerals, as the Evolution cards print
    their level in every language (messages write it ``{level:roman}``)."""
    out = []
    for value, letters in _ROMAN:
        count, number = divmod(number, value)
        out.append(letters * count)
    return "".join(out)
