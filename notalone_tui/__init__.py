"""notalone: a terminal edition of the board game *Not Alone*."""

__version__ = "0.1.0"
