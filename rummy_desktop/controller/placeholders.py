"""Qt's numbered placeholders (``%1`` … ``%9``) of a translated template, filled in one pass.

Filling them one after another with ``str.replace`` goes wrong as soon as a value
holds a placeholder itself: a player named "50%2" would have the replacing of
``%2`` reach into the name. :func:`fill` reads the template once, like
``QString::arg`` with several arguments, so a value is never looked at again.

The template stays the first argument, so lupdate still finds the literal in
``fill(self.tr("%1 took %2"), name, card)``.
"""

from __future__ import annotations

import re

__all__ = ["fill"]

_PLACEHOLDER = re.compile(r"%([1-9])")


def fill(template: str, *values: str | int) -> str:
    """``template`` with each ``%n`` replaced by the n-th value; a ``%n`` with no value is left as it is."""

    def value(placeholder: re.Match[str]) -> str:
        index = int(placeholder.group(1)) - 1
        return str(values[index]) if index < len(values) else placeholder.group()

    return _PLACEHOLDER.sub(value, template)
