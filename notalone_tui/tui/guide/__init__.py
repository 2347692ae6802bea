"""The guided first game (issue 36): a base game of three against the computer
where each rule is explained, in a small panel, the first time it applies.

:mod:`.lessons` holds the lessons (data), :mod:`.tutor` the game's set-up and
which lessons each step brings, :mod:`.teacher` shows them on the app,
:mod:`.screens` draws them, :mod:`.name` asks the player's name (on the title
screen: it alone loads nothing of the game, which is why nothing is imported here).
"""
