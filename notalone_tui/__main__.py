"""``python -m notalone_tui``: the ``notalone`` command, for when the script is
not on the PATH (``notalone serve`` starts each browser tab's game this way)."""

from notalone_tui.cli import main

raise SystemExit(main())
