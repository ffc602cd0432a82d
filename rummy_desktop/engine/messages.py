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

A reason with a count ("3 cards of the game are missing") is marked through a
:class:`Context` instead: its template writes the count ``%n`` and has plural
forms in the catalogues (one card, two cards; Hebrew, Macedonian and the others
each have their own), of which the window picks the one for the count.
"""

from __future__ import annotations

__all__ = ["QT_TRANSLATE_NOOP", "Context", "Template", "Explanation", "lower_first"]


class Template(str):
    """A text marked for translation, with the context it is translated in.

    A template with plural forms also carries its count ``n`` (Qt's name for it), written ``%n``
    in the text, which chooses the form; ``n`` is None for any other template.
    """

    context: str
    n: int | None

    def __new__(cls, context: str, text: str, n: int | None = None) -> Template:
        template = super().__new__(cls, text)
        template.context = context
        template.n = n
        return template


def QT_TRANSLATE_NOOP(context: str, text: str) -> Template:  # noqa: N802 (the name lupdate looks for)
    """``text``, marked for translation in ``context`` (lupdate extracts the literal arguments)."""
    return Template(context, text)


class Context:
    """A translation context of the engine's messages with plural forms, named by its subclass.

    ``SavedGame.QT_TR_NOOP("%n cards of the game are missing", None, count)`` marks a text whose
    count ``%n`` chooses among plural forms, and gives its :class:`Template` with that count.
    Like ``QObject.tr`` it takes the context from the class it is called on, and lupdate reads the
    call the same way (the class name before the dot is the context, the third argument makes
    plural forms); like :func:`QT_TRANSLATE_NOOP` it translates nothing, the engine has no Qt.
    (lupdate reads neither Qt's ``QT_TRANSLATE_N_NOOP`` in Python files nor a ``translate`` call
    whose count is not a literal number, hence this form.)

    The window picks the form for the count in the player's language, English included; the
    English text of the :class:`Explanation` itself keeps the source's wording ("1 cards").
    """

    @classmethod
    def QT_TR_NOOP(cls, text: str, disambiguation: None, n: int) -> Template:  # noqa: N802 (the name lupdate reads)
        assert disambiguation is None, "the catalogues key the engine's messages by context and text only"
        return Template(cls.__name__, text, n)


class Explanation(str):
    """A reason in English, with what it takes to say it in another language.

    ``template.format(**dict(params))`` is the English text, with ``%n`` standing for
    the count ``n`` of a template with plural forms (see :class:`Context`). ``mid_sentence``
    marks an explanation quoted inside another one, its first letter lowered
    ("Meld 2: a meld needs ..."), which a translation must follow too.
    """

    context: str
    template: str
    params: tuple[tuple[str, str], ...]
    mid_sentence: bool
    n: int | None

    def __new__(cls, template: Template, /, **params: object) -> Explanation:
        values = tuple((name, value if isinstance(value, str) else str(value)) for name, value in params.items())
        return cls._made(template.context, str(template), values, False, template.n)

    @classmethod
    def _made(
        cls, context: str, template: str, params: tuple[tuple[str, str], ...], mid_sentence: bool, n: int | None
    ) -> Explanation:
        counted = template if n is None else template.replace("%n", str(n))
        text = counted.format(**dict(params))
        explanation = str.__new__(cls, lower_first(text) if mid_sentence else text)
        explanation.context = context
        explanation.template = template
        explanation.params = params
        explanation.mid_sentence = mid_sentence
        explanation.n = n
        return explanation

    def in_sentence(self) -> Explanation:
        """This explanation quoted inside another sentence: its first letter lowered."""
        return self._made(self.context, self.template, self.params, True, self.n)


def lower_first(text: str) -> str:
    """``text`` with its first letter in lower case (a no-op in scripts without case)."""
    return text[:1].lower() + text[1:]
