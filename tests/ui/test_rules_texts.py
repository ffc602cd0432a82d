"""The in-app rules (Help ▸ Rules): one page per game and language, well formed, in the language's script.

Plain checks on the HTML files under assets/rules, no Qt: every game has a page in
each of the app's five languages; each parses, says its language and direction,
is written mostly in that language's script, pulls in nothing from outside, and
names the key numbers of its game, so a translation cannot silently drop a rule.
"""

from __future__ import annotations

import fnmatch
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
RULES = ASSETS / "rules"

GAMES = ("manipulation", "gin")
LANGUAGES = ("en", "he", "sq", "mr", "mk")
RIGHT_TO_LEFT = {"he"}

KEY_NUMBERS = {
    # target, bonus at the target, joker / going out / rounds won, undercut, knock limit
    "manipulation": ("150", "100", "25", "10", "5"),
    # knock limit and undercut, gin bonus and box bonus, target and game bonus, big gin, Oklahoma target
    "gin": ("10", "25", "100", "31", "150"),
}

SCRIPTS = {
    "he": ("Hebrew letters", lambda ch: "\u0590" <= ch <= "\u05ff"),
    "mr": ("Devanagari", lambda ch: "\u0900" <= ch <= "\u097f"),
    "mk": ("Cyrillic", lambda ch: "\u0400" <= ch <= "\u04ff"),
}
# Letters Albanian writes and English does not.
ALBANIAN_LETTERS = "ëçËÇ"
# Short English words that would show an Albanian page is really English.
ENGLISH_WORDS = {"the", "and", "you", "your", "with", "card", "cards", "each", "player", "round", "of", "is"}

DEVANAGARI_DIGITS = str.maketrans("०१२३४५६७८९", "0123456789")
FORBIDDEN_TAGS = {"script", "link", "img", "iframe", "object", "embed", "style", "base", "form", "audio", "video"}


class Page(HTMLParser):
    """What the tests need from one page: the root's attributes, headings, text and every tag seen."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.html_attrs: dict[str, str | None] | None = None
        self.tags: list[str] = []
        self.attrs_seen: list[tuple[str, str | None]] = []
        self.h1: list[str] = []
        self.h2: list[str] = []
        self.title = ""
        self.meta_charset: str | None = None
        self._open: list[str] = []
        self.chunks: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs_seen.extend(attrs)
        if tag == "html" and self.html_attrs is None:
            self.html_attrs = dict(attrs)
        if tag == "meta":
            self.meta_charset = dict(attrs).get("charset", self.meta_charset)
        if tag in ("h1", "h2", "title"):
            self._open.append(tag)
            if tag == "h1":
                self.h1.append("")
            elif tag == "h2":
                self.h2.append("")

    def handle_endtag(self, tag):
        if self._open and self._open[-1] == tag:
            self._open.pop()

    def handle_data(self, data):
        if self._open:
            where = self._open[-1]
            if where == "title":
                self.title += data
            else:
                heads = self.h1 if where == "h1" else self.h2
                heads[-1] += data
        if not self._open or self._open[-1] != "title":
            self.chunks.append(data)

    @property
    def text(self) -> str:
        return " ".join(" ".join(self.chunks).split())


def page_path(game: str, language: str) -> Path:
    return RULES / f"{game}.{language}.html"


def parse(game: str, language: str) -> Page:
    page = Page()
    page.feed(page_path(game, language).read_text(encoding="utf-8"))
    page.close()
    return page


ALL_PAGES = [(game, language) for game in GAMES for language in LANGUAGES]


@pytest.mark.parametrize(("game", "language"), ALL_PAGES)
def test_every_game_has_a_page_in_every_language(game, language):
    path = page_path(game, language)
    assert path.is_file(), f"missing rules page assets/rules/{path.name}"
    path.read_bytes().decode("utf-8")  # UTF-8 throughout


@pytest.mark.parametrize(("game", "language"), ALL_PAGES)
def test_page_is_simple_self_contained_html(game, language):
    page = parse(game, language)
    assert page.html_attrs is not None, "no <html> element"
    assert page.tags.count("html") == page.tags.count("body") == 1
    assert (page.meta_charset or "").lower() == "utf-8"
    assert page.title.strip(), "the page needs a <title>"
    assert len(page.h1) == 1 and page.h1[0].strip(), "one <h1> naming the game"
    assert len(page.h2) >= 6, "the rules come in sections with <h2> headings"
    embedded = FORBIDDEN_TAGS & set(page.tags)
    assert not embedded, f"no scripts, styles or embedded resources: {embedded}"
    for name, value in page.attrs_seen:
        assert not name.startswith("on"), f"no event handlers ({name})"
        assert "://" not in (value or ""), f"no external resources ({name}={value})"


@pytest.mark.parametrize(("game", "language"), ALL_PAGES)
def test_page_says_its_language_and_direction(game, language):
    attrs = parse(game, language).html_attrs or {}
    assert attrs.get("lang") == language
    if language in RIGHT_TO_LEFT:
        assert attrs.get("dir") == "rtl"
    else:
        # Left to right is HTML's default; a page may say so or leave it out, never the opposite.
        assert attrs.get("dir", "ltr") == "ltr"


@pytest.mark.parametrize(("game", "language"), ALL_PAGES)
def test_page_names_the_key_numbers_of_its_game(game, language):
    text = parse(game, language).text.translate(DEVANAGARI_DIGITS)
    numbers = set(re.findall(r"(?<!\d)\d+(?!\d)", text))
    missing = [n for n in KEY_NUMBERS[game] if n not in numbers]
    assert not missing, f"{game}.{language}.html never mentions {missing}: has a rule been dropped?"


@pytest.mark.parametrize(("game", "language"), [(g, lang) for g in GAMES for lang in SCRIPTS])
def test_page_is_written_in_its_script(game, language):
    name, in_script = SCRIPTS[language]
    letters = [ch for ch in parse(game, language).text if ch.isalpha()]
    share = sum(map(in_script, letters)) / len(letters)
    assert share > 0.85, f"only {share:.0%} of the letters are {name}"


@pytest.mark.parametrize("game", GAMES)
def test_albanian_page_is_albanian(game):
    text = parse(game, "sq").text
    english = parse(game, "en").text
    assert text != english
    assert all(letter in text for letter in "ëç"), "Albanian writes ë and ç; the page has neither or only one"
    assert sum(text.count(letter) for letter in ALBANIAN_LETTERS) > 50
    words = re.findall(r"[^\W\d_]+", text.lower())
    english_share = sum(word in ENGLISH_WORDS for word in words) / len(words)
    assert english_share < 0.02, f"{english_share:.0%} of the words are common English words"


@pytest.mark.parametrize("game", GAMES)
def test_translations_keep_every_section(game):
    """The translated pages have the same sections as each other and at least those of the English page."""
    sections = {language: len(parse(game, language).h2) for language in LANGUAGES}
    translated = {sections[language] for language in LANGUAGES if language != "en"}
    assert len(translated) == 1, f"translations differ in their number of sections: {sections}"
    assert translated.pop() >= sections["en"], sections


@pytest.mark.parametrize(("game", "language"), [(g, lang) for g in GAMES for lang in LANGUAGES if lang != "en"])
def test_translation_is_about_as_long_as_the_english_page(game, language):
    """A page much shorter than the English one has lost rules; much longer, it has grown some."""
    ratio = len(parse(game, language).text) / len(parse(game, "en").text)
    assert 0.6 < ratio < 2.0, f"{game}.{language}.html is {ratio:.2f} times as long as the English page"


@pytest.mark.parametrize("game", GAMES)
def test_card_notation_reads_left_to_right_in_hebrew(game):
    """In right-to-left text "7♥" would show as "♥7": each card written with digits sits between LRM marks."""
    text = parse(game, "he").text
    for match in re.finditer(r"\d+[♠♥♦♣]", text):
        before, after = text[: match.start()], text[match.end() :]
        assert re.search(r"\u200e[\d♠♥♦♣ ]*$", before) and re.match(r"[\d♠♥♦♣ ]*\u200e", after), (
            f"card {match.group()} in {game}.he.html is not wrapped in LRM marks"
        )


CARD_SEQUENCE_WITH_HYPHENS = re.compile(r"(?<![\w‑])(?:[AKQJ]|10|[2-9])(?:-(?:[AKQJ]|10|[2-9])){2,}(?![\w‑])")
"""A card sequence such as A-2-3 written with plain hyphens, where a line may break ("(Q-K-" | "A)")."""


@pytest.mark.parametrize(("game", "language"), ALL_PAGES)
def test_card_sequences_never_break_across_lines(game, language):
    """Sequences such as A‑2‑3 are written with non-breaking hyphens (U+2011) in every language."""
    found = CARD_SEQUENCE_WITH_HYPHENS.findall(parse(game, language).text)
    assert not found, f"{game}.{language}.html writes {found} with plain hyphens: use U+2011"


def test_assets_licence_covers_the_rules_texts():
    licence = (ASSETS / "LICENSE-assets.md").read_text(encoding="utf-8")
    rows = [line for line in licence.splitlines() if line.startswith("| `")]
    patterns = [pattern for row in rows for pattern in re.findall(r"`([^`]+)`", row.split("|")[1])]
    rules_rows = [
        row
        for row in rows
        if any(fnmatch.fnmatchcase("rules/gin.en.html", p) for p in re.findall(r"`([^`]+)`", row.split("|")[1]))
    ]
    assert rules_rows, "assets/LICENSE-assets.md has no row for rules/*"
    assert "written by the project's contributors" in rules_rows[0]
    for path in sorted(RULES.iterdir()):
        name = path.relative_to(ASSETS).as_posix()
        assert any(fnmatch.fnmatchcase(name, pattern) for pattern in patterns), f"{name} is not in the licence table"


# -- where each rule comes from (issue 12: the rules page assets/rules/gin.en.html, the rules page assets/rules/manipulation.en.html) ------------------

RULE_BOOK_MARK = {
    "en": "(rule books)",
    "he": "(ספרי החוקים)",
    "sq": "(librat e rregullave)",
    "mr": "(नियमपुस्तके)",
    "mk": "(книги со правила)",
}
"""How each Gin page marks a rule that comes from the common rule books, not from the source rules."""


def test_every_gin_page_marks_the_same_rules_as_coming_from_the_rule_books():
    """The variants, big gin, the Hoyle bonuses and the option values, plus the legend that explains the mark."""
    marks = {language: parse("gin", language).text.count(RULE_BOOK_MARK[language]) for language in LANGUAGES}
    assert marks["en"] == 11 and set(marks.values()) == {11}, marks


@pytest.mark.parametrize("game", GAMES)
def test_every_page_sets_the_same_rules_apart_in_italics(game):
    """Marks (rule books, option, app's reading) are italic; a translation marks as many rules as English."""
    italics = {language: parse(game, language).tags.count("i") for language in LANGUAGES}
    assert len(set(italics.values())) == 1, italics


ENGLISH_STATEMENTS = {
    "manipulation": (
        "2 to 5 players can play; the game is best with 3 to 5",
        "get the cards out of your hand and onto the table",
        "it may stand for any card there, the one it stood for before included",
        "Every other player (each one who did not reach 150) gets 25 points for each round they won",
        "Option, not part of the rules: “round bonus for every player”",
        "How this app reads unclear points",
    ),
    "gin": (
        "A rummy for two players",
        "win rounds by knocking with less deadwood than your opponent",
        "You may knock on any turn, your first one included",
        "arranged as you choose",
        "The app proposes the arrangement with the lowest deadwood and you may pick another",
        "makes his next entry as the first score of the next game still open",
        "The match is settled on the three games' results added together",
        "The games each player won are shown beside it",
    ),
}


@pytest.mark.parametrize("game", GAMES)
def test_the_english_page_says_what_the_rules_files_ask_it_to(game):
    text = parse(game, "en").text
    missing = [statement for statement in ENGLISH_STATEMENTS[game] if statement not in text]
    assert not missing


OLD_HOLLYWOOD_CLAIM = {
    "en": "word for word",
    "he": "מילה במילה",
    "sq": "fjalë për fjalë",
    "mr": "नियमांत जसे लिहिले आहे तसेच",
    "mk": "збор по збор",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_gin_page_says_the_hollywood_lock_out_follows_the_rules(language):
    """Nobody is locked out of Hollywood's later games any more, and the source never said so."""
    assert OLD_HOLLYWOOD_CLAIM[language] not in parse("gin", language).text
