"""One word per thing in every language: the catalogues and the rules pages follow docs/glossary.md.

The glossary gives, for each card and game term, how to find it in an English text, and for
each language its word, the forms that word takes and the alternatives to avoid (see the
page's "How the test reads this page"). These tests hold every translated message and every
rules page to it, and check that the menu commands the rules pages name are named as in the
menus. No Qt: plain reading of the .ts, .html and .md files.
"""

from __future__ import annotations

import re
import unicodedata
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.md"
TRANSLATIONS = ROOT / "assets" / "translations"
RULES = ROOT / "assets" / "rules"
LANGUAGES = ("he", "sq", "mr", "mk")
GAMES = ("manipulation", "gin")

_HEBREW_PREFIXES = frozenset("ובלמהשכ")
_WORD_EXTRA = frozenset("_\u05f3\u200c\u200d")  # field names, the Hebrew geresh, Devanagari joiners


def _is_word_char(char: str) -> bool:
    return char in _WORD_EXTRA or unicodedata.category(char)[0] in "LMN"


@cache
def words(text: str) -> str:
    """The words of ``text`` in lower case (runs of letters, marks and digits), joined by single spaces.

    A menu item's accelerator mark is no word break: "С&овет" is the word "совет"."""
    found, current = [], []
    text = re.sub(r"&(?=\w)", "", text)
    for char in text:
        if _is_word_char(char):
            current.append(char)
        elif current:
            found.append("".join(current).lower())
            current = []
    if current:
        found.append("".join(current).lower())
    return " ".join(found)


@dataclass(frozen=True)
class Form:
    """A way a word is written: whole words in a row; a word marked ``-`` is only a word's beginning."""

    words: tuple[tuple[str, bool], ...]
    """Each word, and whether it is a beginning (a stem)."""

    @classmethod
    def parse(cls, text: str) -> Form:
        parts = []
        for piece in text.split():
            found = words(piece.rstrip("-")).split()
            parts += [(word, piece.endswith("-") and i == len(found) - 1) for i, word in enumerate(found)]
        return cls(tuple(parts))

    def __str__(self) -> str:
        return " ".join(word + ("…" if stem else "") for word, stem in self.words)

    def pattern(self, hebrew: bool) -> re.Pattern[str]:
        """A regular expression finding this form in words joined by single spaces."""
        prefix = "[ובלמהשכ]{0,4}" if hebrew else ""
        return _compiled(
            " ".join(prefix + re.escape(word) + (r"\S*" if stem else "") for word, stem in self.words), hebrew
        )

    def spans(self, text: str, hebrew: bool = False) -> list[tuple[int, int]]:
        """Where this form occurs in ``text`` (words joined by single spaces): character ranges."""
        return [match.span() for match in self.pattern(hebrew).finditer(text)]


@cache
def _compiled(words_pattern: str, hebrew: bool) -> re.Pattern[str]:
    return re.compile(rf"(?<!\S){words_pattern}(?!\S)")


def forms(cell: str) -> tuple[Form, ...]:
    return tuple(Form.parse(part.strip()) for part in cell.split(",") if part.strip())


@dataclass(frozen=True)
class Entry:
    word: str
    forms: tuple[Form, ...]
    avoid: tuple[Form, ...]


@dataclass(frozen=True)
class Glossary:
    english: dict[str, tuple[tuple[Form, ...], tuple[Form, ...]]]
    """Term -> how it is found in English, and the phrases in which those words mean something else."""
    languages: dict[str, dict[str, Entry]]
    commands: list[dict[str, str]]


def _tables(markdown: str) -> dict[str, list[dict[str, str]]]:
    """Each ``## heading``'s table, as rows of {column: cell}."""
    tables: dict[str, list[dict[str, str]]] = {}
    heading, header = "", None
    for line in markdown.splitlines():
        if line.startswith("## "):
            heading, header = line[3:].strip(), None
        elif line.startswith("|"):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if header is None:
                header = cells
            elif not set("".join(cells)) <= set("-: "):
                tables.setdefault(heading, []).append(dict(zip(header, cells, strict=True)))
    return tables


def read_glossary() -> Glossary:
    tables = _tables(GLOSSARY.read_text(encoding="utf-8"))
    english = {row["Term"]: (forms(row["English forms"]), forms(row["Not when"])) for row in tables["English"]}
    languages = {}
    for heading, rows in tables.items():
        if match := re.search(r"\((\w+)\)$", heading):
            languages[match.group(1)] = {
                row["Term"]: Entry(row["Word"], forms(row["Forms"]), forms(row["Avoid"])) for row in rows
            }
    return Glossary(english, languages, tables["Commands"])


GLOSS = read_glossary()


def occurs(found: tuple[Form, ...], text_words: str, code: str, unless: tuple[Form, ...] = ()) -> bool:
    """Whether one of ``found`` occurs in the text (its :func:`words`), outside the phrases of ``unless``."""
    hebrew = code == "he"
    excluded = [span for form in unless for span in form.spans(text_words, hebrew)]
    return any(
        not any(start < other_end and other_start < end for other_start, other_end in excluded)
        for form in found
        for start, end in form.spans(text_words, hebrew)
    )


def english_words(source: str) -> str:
    """The words of an English message, without its placeholders ({melds}, %1) and what it quotes
    (“knocker”: field names a translation keeps as they are)."""
    return words(re.sub(r"“[^”]*”|\{\w+\}|%\d", " ", source))


def catalogue(code: str) -> list[tuple[str, str, list[str]]]:
    """(context, English source, translated texts) of every message; a plural message has several texts."""
    root = ET.parse(TRANSLATIONS / f"rummy_desktop_{code}.ts").getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if message.get("numerus") == "yes":
                texts = [form.text or "" for form in translation.iter("numerusform")]
            else:
                texts = [translation.text or ""]
            found.append((name, message.findtext("source", ""), texts))
    return found


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.chunks: list[str] = []

    def handle_data(self, data: str) -> None:
        self.chunks.append(data)


def page_text(game: str, code: str) -> str:
    parser = _Text()
    parser.feed((RULES / f"{game}.{code}.html").read_text(encoding="utf-8"))
    return " ".join(parser.chunks)


def plain_command(text: str) -> str:
    """A menu item as a sentence names it: without its accelerator and its ellipsis."""
    return re.sub(r"\s*\(&\w\)", "", text).replace("&", "").replace("…", "").strip()


def test_the_glossary_gives_every_term_a_word_in_every_language():
    assert set(GLOSS.languages) == set(LANGUAGES)
    for code, entries in GLOSS.languages.items():
        assert list(entries) == list(GLOSS.english), f"{code}: the terms differ from the English table's"
        assert all(entry.word for entry in entries.values()), f"{code}: a term without a word"
        searched = [term for term, (found, _) in GLOSS.english.items() if found]
        assert not [term for term in searched if not entries[term].forms], f"{code}: a searched term without forms"
    assert len(GLOSS.english) >= 40 and len(GLOSS.commands) >= 10


def test_a_form_matches_whole_words_word_beginnings_and_hebrew_prefixes():
    assert occurs(forms("knock-"), words("The knocker's melds"), "en")
    assert not occurs(forms("stock"), words("“stock_exhausted” is true"), "en")
    assert not occurs(forms("set, sets"), words("The upcard set the knock limit"), "en", forms("set the"))
    assert occurs(forms("set, sets"), words("A set of three"), "en", forms("set the"))
    assert occurs(forms("קופה"), words("לשלוף מהקופה"), "he") and not occurs(forms("קופה"), words("תקופה"), "he")
    assert occurs(forms("xhin- i madh"), words("Bëtë xhin të madh; xhini i madh"), "sq")
    assert not occurs(forms("kombinuar"), words("letra të pakombinuara"), "sq")


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_message_uses_the_glossary_word_of_each_term_its_english_has(code):
    problems = []
    for context, source, texts in catalogue(code):
        source_words = english_words(source)
        for term, (found, unless) in GLOSS.english.items():
            if not found or not occurs(found, source_words, "en", unless):
                continue
            entry = GLOSS.languages[code][term]
            for text in texts:
                if not occurs(entry.forms, words(text), code):
                    problems.append(f"{context}: {source!r} has {term!r} but {text!r} does not say {entry.word}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_text_uses_an_alternative_the_glossary_avoids(code):
    texts = [(f"{context}: {source!r}", text) for context, source, found in catalogue(code) for text in found]
    texts += [(f"{game}.{code}.html", page_text(game, code)) for game in GAMES]
    avoided = {form: f"{entry.word} ({term})" for term, entry in GLOSS.languages[code].items() for form in entry.avoid}
    problems = [
        f"{where} says {form} instead of {instead}"
        for where, text in texts
        for form, instead in avoided.items()
        if occurs((form,), words(text), code)
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_each_rules_page_uses_the_glossary_word_of_each_term_its_english_page_has(game, code):
    english = words(page_text(game, "en"))
    translated = words(page_text(game, code))
    missing = [
        f"{term}: {GLOSS.languages[code][term].word}"
        for term, (found, unless) in GLOSS.english.items()
        if found and occurs(found, english, "en", unless) and not occurs(GLOSS.languages[code][term].forms, translated, code)
    ]
    assert not missing, f"{game}.{code}.html does not use: {missing}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_commands_are_named_as_in_the_menus(code):
    messages = {(context, source): texts for context, source, texts in catalogue(code)}
    problems = []
    for command in GLOSS.commands:
        texts = messages.get((command["Context"], command["Source"]))
        if texts is None:
            problems.append(f"{command['Command']}: no message {command['Source']!r} in {command['Context']}")
        elif plain_command(texts[0]) != command[code]:
            problems.append(f"{command['Command']}: the menu says {plain_command(texts[0])!r}, the glossary {command[code]!r}")
        for game in filter(None, (part.strip() for part in command["Rules pages"].split(","))):
            assert plain_command(command["Source"]) in page_text(game, "en"), f"{game}.en.html does not name {command}"
            if not occurs(forms(command[code]), words(page_text(game, code)), code):
                problems.append(f"{game}.{code}.html does not name {command['Command']} {command[code]!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("code", "address"), [
    ("he", ("בחר", "שאתה", "לחץ", "תתחילו", "לחצו", "שלכם")),   # a man, or several people
    ("sq", ("ti", "jote", "tua", "trokasësh")),                # "ti", where the texts say "ju"
])
def test_the_glossary_flags_the_forms_of_address_its_notes_rule_out(code, address):
    """The Avoid list of "you" holds the masculine and plural Hebrew forms and the Albanian "ti" forms,
    so :func:`test_no_text_uses_an_alternative_the_glossary_avoids` finds them in any message."""
    avoided = GLOSS.languages[code]["you"].avoid
    flagged = [form for form in address if any(occurs((found,), words(form), code) for found in avoided)]
    assert flagged == list(address)
    example = {"he": "המשחק הנוכחי עדיין לא הסתיים. אם תתחילו משחק אחר, המשחק הזה יסתיים כאן.",
               "sq": "Nuk mund të trokasësh tani."}[code]
    assert any(occurs((found,), words(example), code) for found in avoided)
