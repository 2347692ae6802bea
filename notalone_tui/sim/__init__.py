"""Headless bot-versus-bot games and their statistics, for balance questions
(``notalone simulate``).

Games are independent and seeded (game i uses seed ``seed + i``), so a run
splits cleanly over worker processes and repeats exactly. Every game reports
who won, how, in how many turns and which cards were played; what else it
reports comes from the sim packs of its rule set (:mod:`.packs`): the figures a
mode or an option adds (Frozen Lands' Contamination, Sanctuary's Defense and
Evolutions, the character sheets' abilities), how they are totalled and shown.
No module outside the packs knows a mode by name.

The modules, from the bottom up:

- :mod:`.games`: what a run is set up with (:class:`~.games.SimConfig`) and what
  one game yields (:class:`~.games.GameResult`), shared by the runner and the store;
- :mod:`.pack` and :mod:`.packs`: what a sim pack holds, and the packs by name;
- :mod:`.totals`: a pack's figures that are plain counts summed over the games;
- :mod:`.modes`: the ``--mode`` values and the games they set up, read from the packs;
- :mod:`.store`: games kept on disk, so that a long run can stop and go on;
- :mod:`.runner`: playing the games; :mod:`.summary`: summing them up;
- :mod:`.titles` and :mod:`.report`: the tables and the JSON printed;
- :mod:`.command`: the ``simulate`` command, from parsed arguments to a report.
"""
