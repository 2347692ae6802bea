"""Play in a browser: ``notalone serve`` (see :mod:`notalone_tui.web.server`)."""
