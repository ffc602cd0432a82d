"""Rule explanations the engine words in English and the window shows in the player's language.

The engine never imports Qt, yet its reasons ("A meld needs at least 3 cards;
this one has 2.") reach the player. Each reason is an :class:`Explanation`: it
*is* the English text (a ``str``, so every caller that compares, joins or
searches reasons keeps working unchanged) and it also keeps the translation
context, the template and the named values it was made from, so the window can
translate the template and fill the values in again
(``rummy_desktop.controller.explain``).

Templates are marked at the call with :func:`QT_TRANSLATE_NOOP`, a literal
context and a literal text: lupdate finds them by that name, without Qt.
Values are pre-formatted strings; card notation (``7♥``) stays as it is in
every language, while a value that is itself an explanation is translated too.
"""

from __future__ import annotations

__all__ = ["QT_TRANSLATE_NOOP", "Template", "Explanation", "lower_first"]


class Template(str):
    """A text marked for translation, with the context it is translated in."""

    context: str

    def __new__(cls, context: str, text: str) -> Template:
        template = super().__new__(cls, text)
        template.context = context
        return template


def QT_TRANSLATE_NOOP(context: str, text: str) -> Template:  # noqa: N802 (the name lupdate looks for)
    """``text``, marked for translation in ``context`` (lupdate extracts the literal arguments)."""
    return Template(context, text)


class Explanation(str):
    """A reason in English, with what it takes to say it in another language.

    ``template.format(**dict(params))`` is the English text. ``mid_sentence``
    marks an explanation quoted inside another one, its first letter lowered
    ("Meld 2: a meld needs ..."), which a translation must follow too.
    """

    context: str
    template: str
    params: tuple[tuple[str, str], ...]
    mid_sentence: bool

    def __new__(cls, template: Template, /, **params: object) -> Explanation:
        values = tuple((name, value if isinstance(value, str) else str(value)) for name, value in params.items())
        return cls._made(template.context, str(template), values, False)

    @classmethod
    def _made(cls, context: str, template: str, params: tuple[tuple[str, str], ...], mid_sentence: bool) -> Explanation:
        text = template.format(**dict(params))
        explanation = str.__new__(cls, lower_first(text) if mid_sentence else text)
        explanation.context = context
        explanation.template = template
        explanation.params = params
        explanation.mid_sentence = mid_sentence
        return explanation

    def in_sentence(self) -> Explanation:
        """This explanation quoted inside another sentence: its first letter lowered."""
        return self._made(self.context, self.template, self.params, True)


def lower_first(text: str) -> str:
    """``text`` with its first letter in lower case (a no-op in scripts without case)."""
    return text[:1].lower() + text[1:]
