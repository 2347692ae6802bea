"""The table's building blocks, a widget a module: Artemia's grid (and its
compact form), the tracks, a rule set's board, the players, the log, the hand
of cards and the decision panel. Each renders from a seat's view only, and
reads what a rule set adds from its presentation pack (:mod:`..packs`)."""
