"""Babel extraction methods for the words that are not ``_()`` calls.

``babel.cfg`` names these two by their dotted paths (Babel's way of plugging in
an extractor):

- :func:`extract_templates` reads a module of the English catalogue (a literal
  ``MESSAGES = {id: template}`` dict) and yields each template under its
  message id as the gettext context, as if written ``pgettext(id, template)``;
- :func:`extract_content` yields the rule sets' content words
  (:mod:`notalone_tui.i18n.content`). It is mapped to ``content.py`` itself,
  whose text it ignores: the words live in the rule sets, found by importing them.
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

#: What a Babel extraction method yields: line, function, (context, message), comments.
Extracted = tuple[int, str, tuple[str, str], list[str]]


def extract_templates(fileobj: IO[bytes], keywords: Mapping[str, Any],
                      comment_tags: Collection[str], options: Mapping[str, Any]
                      ) -> Iterator[Extracted]:
    tree = ast.parse(fileobj.read())
    target: ast.expr
    for node in tree.body:
        if isinstance(node, ast.AnnAssign):
            target, value = node.target, node.value
        elif isinstance(node, ast.Assign):
            target, value = node.targets[0], node.value
        else:
            continue
        if not (isinstance(target, ast.Name) and target.id == "MESSAGES"):
            continue
        if not isinstance(value, ast.Dict):
            raise ValueError(f"line {node.lineno}: MESSAGES must be a literal dict")
        for key, template in zip(value.keys, value.values, strict=True):
            if not (isinstance(key, ast.Constant) and isinstance(key.value, str)
                    and isinstance(template, ast.Constant) and isinstance(template.value, str)):
                raise ValueError(f"line {getattr(key, 'lineno', node.lineno)}: "
                                 "MESSAGES holds literal strings only")
            yield key.lineno, "pgettext", (key.value, template.value), []


def extract_content(fileobj: IO[bytes], keywords: Mapping[str, Any],
                    comment_tags: Collection[str], options: Mapping[str, Any]
                    ) -> Iterator[Extracted]:
    from .content import entries

    for ctx, words, where in entries():
        yield 0, "pgettext", (ctx, words), [f"content of {where}"]
