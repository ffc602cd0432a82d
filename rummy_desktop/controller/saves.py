"""Saved games: versioned JSON, written atomically, read with suspicion.

A save file is one JSON object::

    {"format": "rummy-desktop-save", "version": 5, "app_version": "0.1.0",
     "saved_at": "2025-01-31T20:15:00+00:00", "game": "manipulation",
     "seats": [{"name": "You", "kind": "human", "level": null},
               {"name": "Ada", "kind": "computer", "level": "hard"}],
     "seed": 42, "state": {...the engine's state_to_json()...},
     "round_scores": [[12, 0], [0, 31]],
     "rounds": [{...the engine's round_result_to_json()...}, ...], "log": ["..."],
     "moves": [{"start": {...a state...},
                "actions": [{"action": "draw"}, {"action": "meld", "table": [["5H#0", "6H#0", "7H#0"]]}, ...]}, ...]}

``round_scores[r][p]`` is what seat ``p`` scored in round ``r`` (the score
chart draws it); the engine state holds only the totals. ``rounds`` are the
results of the rounds the score sheet shows: the last ``len(rounds)`` rounds
(all of them, unless the game was first saved in format 1, which kept none).
``moves`` keep the game as played, round by round (:class:`RoundRecord`): the
state each round started from and the actions played since, so the game can be
replayed for its review. The actions are in the game's one action language
(``engine/*/action_json.py``, docs/actions.schema.json), as the worker processes
and programs at the table write them. Only the form of each action is checked on
reading; the engine judges the moves when they are replayed. A game saved before
format 4 keeps none; format 4 wrote its actions its own way.

Writing never leaves a half-written file (see :mod:`safe_files`), and a good
save already at the path is kept beside it as ``<name>.bak``. Reading treats
the file as hostile: its size is checked before parsing, NaN, huge numbers,
duplicate keys and deep nesting are refused, every field is checked, and the
game state is rebuilt by the engine, which validates it fully. Anything wrong
raises :class:`SaveError` whose message says what is wrong in plain words, in
the player's language (this module's words are in the ``"SaveFiles"`` context).
Nothing is ever unpickled or evaluated.

Saves made by an older format version are brought up to date by the functions
in :data:`MIGRATIONS`, one version step at a time; a newer version is refused.
"""

from __future__ import annotations

import json
import os
import re
import time
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache, partial
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Literal, Mapping, NamedTuple

from PySide6.QtCore import QStandardPaths

from rummy_desktop import __version__
from rummy_desktop.controller.json_files import (
    FileError,
    Refused,
    kind_name,
    parse_json,
    read_json_file,
    shorten,
    too_large,
    type_name,
    unreadable,
)
from rummy_desktop.controller.checked_texts import CheckedTexts
from rummy_desktop.controller.game_outcome import State as GameState
from rummy_desktop.controller.new_game_choice import levels_for
from rummy_desktop.controller.os_errors import os_error_reason
from rummy_desktop.controller.safe_files import (
    STALE_AFTER_SECONDS,
    backup_path,
    process_running,
    remove_if_there,
    set_aside,
    write_file_atomically,
)
from rummy_desktop.engine.gin import GinState
from rummy_desktop.engine.gin import action_json as gin_action_json
from rummy_desktop.engine.gin import serialize as gin_serialize
from rummy_desktop.engine.limits import MAX_ROUND_POINTS, MAX_ROUNDS
from rummy_desktop.engine.manipulation import action_json as manipulation_action_json
from rummy_desktop.engine.manipulation import serialize as manipulation_serialize
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Context, Explanation, Template
from rummy_desktop.engine.record import RoundRecord
from rummy_desktop.engine.saved_values import kept_move

__all__ = [
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "MIGRATIONS",
    "MAX_SAVE_BYTES",
    "SaveError",
    "DiskRefused",
    "Seat",
    "SaveGame",
    "GameState",
    "GameCodec",
    "SaveFormat",
    "default_format",
    "read_save",
    "write_save",
    "app_data_dir",
    "Autosaves",
]

SAVE_FORMAT = "rummy-desktop-save"
SAVE_VERSION = 5

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _without_rounds(document: dict[str, Any]) -> dict[str, Any]:
    """Format 1 to 2: format 1 kept no round results, so the score sheet goes on without the rounds played."""
    return document | {"rounds": []}


def _round_bonus_as_played(document: dict[str, Any]) -> dict[str, Any]:
    """Format 2 to 3: a Manipulation game saved in format 2 goes on with the round bonus for every player.

    Format 2 held the engine's Manipulation format 1, whose games gave the 25
    per round won to every player; format 3 holds its format 2, where that is
    an option of the rules, off for new games. Other games are unchanged.
    """
    if document.get("game") != "manipulation" or "state" not in document:
        return document
    return document | {"state": manipulation_serialize.upgraded_from_version_1(document["state"])}


def _without_moves(document: dict[str, Any]) -> dict[str, Any]:
    """Format 3 to 4: format 3 kept no moves, so the game goes on without those played so far (no review of them)."""
    return document | {"moves": []}


def _moves_in_the_action_language(document: dict[str, Any]) -> dict[str, Any]:
    """Format 4 to 5: the moves, written in format 4 each game its own way, in the game's one action language.

    What is not a move of format 4 is left as it is, for the reader to refuse with its reason.
    """
    upgrade = manipulation_serialize.move_of_format_4 if document.get("game") == "manipulation" \
        else gin_serialize.move_of_format_4
    moves = document.get("moves")
    if not isinstance(moves, list):
        return document
    rounds = [
        item | {"actions": [upgrade(action) for action in item["actions"]]}
        if isinstance(item, dict) and isinstance(item.get("actions"), list) else item
        for item in moves
    ]
    return document | {"moves": rounds}


MIGRATIONS: Mapping[int, Migration] = MappingProxyType(
    {1: _without_rounds, 2: _round_bonus_as_played, 3: _without_moves, 4: _moves_in_the_action_language}
)
"""``MIGRATIONS[n]`` turns a version-``n`` save (the whole object) into a version ``n + 1`` one.

Version 2 added ``rounds``; version 3 holds Manipulation's rules with the
option "round bonus for every player"; version 4 added ``moves``; version 5 writes them in the games' one
action language. When the format changes, raise :data:`SAVE_VERSION`
and add the step from the old version here, so every save ever written still opens.
"""

MAX_SAVE_BYTES = 4 * 1024 * 1024
"""A long game with its whole log is well under 1 MB; anything larger is not a save."""

MAX_NAME_LENGTH = 40
MAX_LOG_LINE_LENGTH = 2000
MAX_ACTIONS_PER_ROUND = 5000
"""Far more than a round takes (six players, a 106-card stock drawn to the end)."""
MIN_SEATS, MAX_SEATS = 2, 6

_FIELDS = (
    "format", "version", "app_version", "saved_at", "game", "seats", "seed", "state", "round_scores", "rounds", "log",
    "moves",
)
_SEAT_FIELDS = ("name", "kind", "level")
_LEVEL_PATTERN = re.compile(r"[a-z][a-z0-9_-]{0,19}")
_VERSION_PATTERN = re.compile(r"[0-9A-Za-z.+_-]{1,40}")


class SaveFiles(Context):
    """The translation context of the reasons a save file is refused, for those with a count (plural forms)."""


class SaveError(FileError):
    """A save could not be read or written; ``str(error)`` is a sentence for the player, in the current language.

    ``reason`` is the part that says what is wrong, without the file name.
    """


class DiskRefused(SaveError):
    """The system refused to write or remove the file (a read-only disk, a full one, no permission):
    nothing is wrong with the game itself."""


@dataclass(frozen=True)
class GameCodec:
    """How one game's engine state and round results are rebuilt from JSON.

    ``dump`` writes the state as JSON-ready values; ``load`` reads them back and
    raises ``ValueError`` with a readable message on any bad input (an
    :class:`Explanation` to have it translated); ``players`` tells how many seats
    the state has, to check it against the seats; ``levels`` are the computer
    levels the game is played at, the only ones a seat may name.
    ``round_to_json`` writes one of the engine's round results;
    ``round_from_json(data, state)`` reads one back for the game at ``state``
    (its rules, its players), raising ``ValueError`` like ``load``.
    ``action_to_json`` and ``action_from_json`` write and read one of the game's
    actions (the latter raising ``ValueError`` like ``load``); a game without
    them keeps no moves.
    """

    load: Callable[[dict[str, Any]], GameState]
    dump: Callable[[Any], dict[str, Any]]
    players: Callable[[Any], int]
    levels: tuple[str, ...]
    round_to_json: Callable[[Any], dict[str, Any]]
    round_from_json: Callable[[Any, Any], Any]
    action_to_json: Callable[[Any], Any] | None = None
    action_from_json: Callable[[Any], Any] | None = None


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat; ``level`` is the computer's level, ``None`` for a person."""

    name: str
    kind: Literal["human", "computer"]
    level: str | None = None


@dataclass(frozen=True)
class SaveGame:
    """A game as saved: the match around the engine state.

    ``saved_at`` is ISO 8601 text given by the caller (the logic here reads no clock).
    ``round_scores[r][p]`` is what seat ``p`` scored in round ``r``. ``rounds`` are
    the engine's round results the score sheet shows, in order: the last
    ``len(rounds)`` rounds (a game first saved in format 1 lacks the earlier ones).
    ``moves`` are the game as played, round by round, for its review (empty when not kept).
    """

    game: str
    seats: tuple[Seat, ...]
    seed: int
    state: GameState
    saved_at: str
    round_scores: tuple[tuple[int, ...], ...] = ()
    log: tuple[str, ...] = ()
    app_version: str = __version__
    rounds: tuple[Any, ...] = ()
    moves: tuple[RoundRecord, ...] = ()


@dataclass(frozen=True)
class SaveFormat:
    """The save format: which games it holds, its current version, and how old versions migrate."""

    codecs: Mapping[str, GameCodec]
    version: int = SAVE_VERSION
    migrations: Mapping[int, Migration] = field(default_factory=lambda: MIGRATIONS)
    checked: CheckedTexts = field(default_factory=CheckedTexts, compare=False, repr=False)
    """The texts this format wrote and read back lately: a file holding one is a good save as it is."""

    def dumps(self, save: SaveGame) -> str:
        """The save as compact JSON text, checked by reading it back, so that it can always be opened.

        Compact, so that a save read back is written back no larger; and a save that
        would exceed :data:`MAX_SAVE_BYTES`, which the reader refuses, is not written.
        """
        state, rounds, moves = self._game_to_json(save)
        document = {
            "format": SAVE_FORMAT,
            "version": self.version,
            "app_version": save.app_version,
            "saved_at": save.saved_at,
            "game": save.game,
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in save.seats],
            "seed": save.seed,
            "state": state,
            "round_scores": [list(points) for points in save.round_scores],
            "rounds": rounds,
            "log": list(save.log),
            "moves": moves,
        }
        try:
            text = json.dumps(document, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
            data = text.encode("utf-8")
            if len(data) > MAX_SAVE_BYTES:
                raise too_large(len(data), MAX_SAVE_BYTES)
            self.loads(text)
            self.checked.add(data)
        except Refused as refusal:
            raise _not_saved(refusal.reason) from refusal
        except (TypeError, ValueError) as error:  # a value JSON cannot hold: the app's own mistake
            raise _not_saved(str(error)) from error
        return text

    def _game_to_json(self, save: SaveGame) -> tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]:
        """The engine state, the round results and the moves as JSON values, by the game's codec."""
        codec = self.codecs.get(save.game)
        if codec is None:
            return {}, [], []  # reading the save back refuses the game this format does not know
        write_action = codec.action_to_json
        moves = [] if write_action is None else [
            {"start": codec.dump(record.start), "actions": [write_action(action) for action in record.actions]}
            for record in save.moves
        ]
        return codec.dump(save.state), [codec.round_to_json(result) for result in save.rounds], moves

    def write(self, path: Path, save: SaveGame) -> None:
        """Save atomically to ``path``; a good save already there is kept as ``<name>.bak``."""
        path = Path(path)
        data = self.dumps(save).encode("utf-8")
        backup = backup_path(path) if self._is_good_save(path) else None
        try:
            write_file_atomically(path, data, backup)
        except OSError as error:
            raise _disk_refused(
                QT_TRANSLATE_NOOP("SaveFiles", "The game could not be saved to {path}: {reason}."), path, error
            ) from error

    def _is_good_save(self, path: Path) -> bool:
        if self.checked.holds(path, MAX_SAVE_BYTES):
            return True
        try:
            self.read(path)
        except SaveError:
            return False
        return True

    def read(self, path: Path) -> SaveGame:
        """Read and check a save; :class:`SaveError` names the file and what is wrong."""
        path = Path(path)
        try:
            return self._build(self._migrate(_save_object(read_json_file(path, MAX_SAVE_BYTES))))
        except Refused as refusal:
            reason = refusal.reason
        except OSError as error:
            reason = unreadable(error)
        message = Explanation(
            QT_TRANSLATE_NOOP("SaveFiles", "“{name}” cannot be opened: {reason}"), name=path.name, reason=reason
        )
        raise SaveError(message, reason)

    def loads(self, text: str) -> SaveGame:
        """Check JSON text and build the save; :class:`Refused` gives the reason in plain words."""
        return self._build(self._migrate(_save_object(parse_json(text))))

    def _migrate(self, document: dict[str, Any]) -> dict[str, Any]:
        version = document.get("version")
        if type(version) is not int or version < 1:
            raise Refused(
                QT_TRANSLATE_NOOP("SaveFiles", "its format version is missing or not a positive whole number.")
            )
        if version > self.version:
            raise Refused(
                QT_TRANSLATE_NOOP(
                    "SaveFiles",
                    "it was made by a newer version of Rummy Desktop (save format {version}; "
                    "this version reads up to format {newest}). Update Rummy Desktop to open it.",
                ),
                version=version,
                newest=self.version,
            )
        while version < self.version:
            step = self.migrations.get(version)
            if step is None:
                raise Refused(
                    QT_TRANSLATE_NOOP(
                        "SaveFiles", "save format {version} is too old for this version of Rummy Desktop."
                    ),
                    version=version,
                )
            document = step(document)
            version += 1
            document["version"] = version
        return document

    def _build(self, document: dict[str, Any]) -> SaveGame:
        _exact_keys(document, _SAVE)
        app_version = _text(document, "app_version", _SAVE)
        if not _VERSION_PATTERN.fullmatch(app_version):
            raise Refused(QT_TRANSLATE_NOOP("SaveFiles", "its “app_version” is not a version number."))
        saved_at = _text(document, "saved_at", _SAVE)
        try:
            datetime.fromisoformat(saved_at)
        except ValueError:
            raise Refused(QT_TRANSLATE_NOOP("SaveFiles", "its “saved_at” is not a date and time.")) from None
        game = _text(document, "game", _SAVE)
        codec = self.codecs.get(game)
        if codec is None:
            raise Refused(
                QT_TRANSLATE_NOOP("SaveFiles", "it holds a game this version does not know: “{game}”."),
                game=shorten(game),
            )
        seats = _seats(_typed(document, "seats", list, _SAVE), codec.levels)
        seed = _typed(document, "seed", int, _SAVE)
        if not 0 <= seed < 2**64:
            raise Refused(QT_TRANSLATE_NOOP("SaveFiles", "its “seed” is out of range."))
        round_scores = _round_scores(_typed(document, "round_scores", list, _SAVE), len(seats))
        rounds = _typed(document, "rounds", list, _SAVE)
        log = _log(_typed(document, "log", list, _SAVE))
        try:
            state = codec.load(_typed(document, "state", dict, _SAVE))
        except ValueError as error:
            raise Refused(
                QT_TRANSLATE_NOOP("SaveFiles", "the game in it is not valid: {reason}"), reason=_engine_reason(error)
            ) from None
        players = codec.players(state)
        if players != len(seats):
            raise Refused(
                SaveFiles.QT_TR_NOOP("it lists %n seats but the game has {players} players.", None, len(seats)),
                players=players,
            )
        results = _round_results(rounds, len(round_scores), codec, state)
        moves = _moves(_typed(document, "moves", list, _SAVE), codec)
        return SaveGame(game, seats, seed, state, saved_at, round_scores, log, app_version, results, moves)


def _disk_refused(template: Template, path: Path, error: OSError) -> DiskRefused:
    """The system refused to change ``path``: ``template`` says what, with ``{path}`` and ``{reason}``."""
    reason = os_error_reason(error)
    return DiskRefused(Explanation(template, path=path, reason=reason), reason)


def _not_saved(reason: str) -> SaveError:
    message = Explanation(QT_TRANSLATE_NOOP("SaveFiles", "The game could not be saved: {reason}"), reason=reason)
    return SaveError(message, reason)


def _engine_reason(error: ValueError) -> str:
    """Why the engine refused the game: an :class:`Explanation` kept, to be translated.

    The values it quotes may come from the hostile file, so they are made safe
    like other text, which is in English only and shortened as a whole.
    """
    reason = error.args[0] if error.args else ""
    return _quoted_safely(reason) if isinstance(reason, Explanation) else shorten(str(error), 200)


def _quoted_safely(reason: Explanation) -> Explanation:
    """``reason`` with every value printable and short, and every value that is an explanation in turn."""
    values = {
        name: _quoted_safely(value) if isinstance(value, Explanation) else shorten(value, 80)
        for name, value in reason.params
    }
    safe = Explanation(Template(reason.context, reason.template, reason.n), **values)
    return safe.in_sentence() if reason.mid_sentence else safe


def _gin_codec(variant: str) -> GameCodec:
    """Gin, Oklahoma or Hollywood: one engine, and the save's game name must match the rules."""

    def load(data: dict[str, Any]) -> GinState:
        state = gin_serialize.state_from_json(data)
        if state.rules.variant != variant:
            raise ValueError(
                Explanation(
                    QT_TRANSLATE_NOOP("SaveFiles", "the save says {game} but the game in it is {rules}"),
                    game=variant,
                    rules=state.rules.variant,
                )
            )
        return state

    return GameCodec(
        load,
        gin_serialize.state_to_json,
        lambda state: len(state.hands),
        levels_for(variant),
        gin_serialize.round_result_to_json,
        lambda data, state: gin_serialize.round_result_from_json(data, state.rules),
        gin_action_json.action_to_json,
        partial(kept_move, gin_action_json.action_from_json),
    )


@cache
def default_format() -> SaveFormat:
    """The format of the app's saves, over the real engines."""
    manipulation = GameCodec(
        manipulation_serialize.state_from_json,
        manipulation_serialize.state_to_json,
        lambda state: state.num_players,
        levels_for("manipulation"),
        manipulation_serialize.round_result_to_json,
        lambda data, state: manipulation_serialize.round_result_from_json(data, state.num_players),
        manipulation_action_json.action_to_json,
        partial(kept_move, manipulation_action_json.action_from_json),
    )
    return SaveFormat({"manipulation": manipulation} | {v: _gin_codec(v) for v in ("gin", "oklahoma", "hollywood")})


def read_save(path: Path, save_format: SaveFormat | None = None) -> SaveGame:
    """Open a save file; :class:`SaveError` says in plain words why it cannot be opened."""
    return (save_format or default_format()).read(path)


def write_save(path: Path, save: SaveGame, save_format: SaveFormat | None = None) -> None:
    """Save atomically; the previous good save stays beside it as ``<name>.bak``."""
    (save_format or default_format()).write(path, save)


def app_data_dir() -> Path:
    """The app's data folder (autosave, statistics, logs); set the app's name on QCoreApplication first."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".rummy-desktop"


_GUEST_AUTOSAVE = re.compile(r"autosave-(?P<pid>[0-9]{1,10})\.json")


class Autosaves:
    """The autosave of the game in progress, in the app data folder (or ``folder`` in tests).

    A copy of the app that runs beside another one that owns the folder but does not answer (see
    ``ui/single_instance.py``) is a *guest*: its autosave is ``autosave-<process id>.json``, so it
    never writes, offers or clears the owner's. A guest's autosave left behind when it ended is
    the owner's next interrupted game, once the owner has none of its own.
    """

    FILE_NAME = "autosave.json"
    PREVIOUS_NAME = "autosave.previous"
    """The interrupted game the player last chose not to resume (one file, replaced by the next one)."""

    def __init__(self, folder: Path | None = None, save_format: SaveFormat | None = None, *,
                 guest: bool = False) -> None:
        self.folder = Path(folder) if folder is not None else app_data_dir()
        self.save_format = save_format or default_format()
        self.file_name = f"autosave-{os.getpid()}.json" if guest else self.FILE_NAME
        self._found: Path | None = None
        """The file :meth:`find_interrupted_game` read the interrupted game from."""

    @property
    def path(self) -> Path:
        return self.folder / self.file_name

    @property
    def backup_path(self) -> Path:
        return backup_path(self.path)

    @property
    def previous_path(self) -> Path:
        return self.folder / self.PREVIOUS_NAME

    def autosave(self, save: SaveGame) -> None:
        """Save the game in progress (after every move); :class:`SaveError` if the disk refuses."""
        self.save_format.write(self.path, save)

    def left_behind(self) -> bool:
        """Whether an autosave (its backup, or one an ended guest left) is on disk: a game left unfinished,
        or a damaged file to report. Cheap, unlike :meth:`find_interrupted_game`, which reads it."""
        return any(path.exists() for path in (self.path, self.backup_path)) or bool(self._left_by_ended_guests())

    def find_interrupted_game(self) -> SaveGame | None:
        """The game left unfinished last time, or ``None`` if there is none.

        A damaged autosave falls back to its backup (one turn older). When
        neither can be read, both are renamed aside (``.damaged``) so the next
        start is clean, and :class:`SaveError` says what was wrong.
        """
        candidates = [p for p in (self.path, self.backup_path) if p.exists()]
        if not candidates and self._adopt_guest_autosave():
            candidates = [self.path]
        if not candidates:
            return None
        reasons: list[str] = []
        for candidate in candidates:
            try:
                found = self.save_format.read(candidate)
            except SaveError as error:
                reasons.append(error.reason)
                continue
            self._found = candidate
            return found
        kept = ", ".join(str(set_aside(p)) for p in candidates)
        reason = Explanation(
            QT_TRANSLATE_NOOP("SaveFiles", "{reason} The damaged file was kept as {kept}."),
            reason=reasons[0],
            kept=kept,
        )
        message = Explanation(
            QT_TRANSLATE_NOOP("SaveFiles", "The interrupted game could not be resumed: {reason}"), reason=reason
        )
        raise SaveError(message, reason)

    def _adopt_guest_autosave(self) -> bool:
        """Make the newest autosave a guest left behind this folder's own, its backup too; True when there was one."""
        for guest_autosave in sorted(self._left_by_ended_guests(), key=_modified, reverse=True):
            try:
                os.replace(guest_autosave, self.path)
            except OSError:
                continue
            with suppress(OSError):   # no backup (a guest's first turn): none to keep
                os.replace(backup_path(guest_autosave), self.backup_path)
            return True
        return False

    def _left_by_ended_guests(self) -> list[Path]:
        """The autosaves guests that have ended left in this folder."""
        try:
            names = [entry.name for entry in os.scandir(self.folder)]
        except OSError:
            return []
        return [self.folder / name for name in names if _left_by_an_ended_guest(name, self.folder / name)]

    def clear_autosave(self) -> None:
        """Forget the game in progress (it ended, or the player chose not to resume it).

        Nothing to remove is no error, even in a folder that cannot be changed; :class:`SaveError`
        when an autosave is there and the disk refuses to remove it.
        """
        for path in (self.path, self.backup_path):
            try:
                remove_if_there(path)
            except OSError as error:
                raise _disk_refused(
                    QT_TRANSLATE_NOOP("SaveFiles", "The autosave {path} could not be removed: {reason}."), path, error
                ) from error

    def keep_declined(self) -> None:
        """The player chose not to resume the interrupted game: keep it as ``autosave.previous``
        (replacing an older one), so a wrong answer can still be undone by hand, and clear the autosave.

        The copy is a courtesy: when the disk refuses the move, the autosave is cleared all the same,
        as the player asked (:class:`SaveError` when the disk refuses that too).
        """
        if self._found is not None:
            with suppress(OSError):
                os.replace(self._found, self.previous_path)
            self._found = None
        self.clear_autosave()


def _left_by_an_ended_guest(name: str, path: Path) -> bool:
    """Whether ``name`` is a guest's autosave whose copy of the app has ended (POSIX: its process is gone;
    elsewhere, where that cannot be asked: not written for :data:`STALE_AFTER_SECONDS`)."""
    found = _GUEST_AUTOSAVE.fullmatch(name)
    if found is None or int(found["pid"]) == os.getpid():
        return False
    if os.name == "posix":
        return not process_running(int(found["pid"]))
    return time.time() - _modified(path) > STALE_AFTER_SECONDS


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


# -- field checks ------------------------------------------------------------------


class _Fields(NamedTuple):
    """What can be wrong with the fields of one object, the save or a seat, each said in a whole sentence.

    Whole sentences rather than "its" or "seat 2’s" put into one, so that every
    language can word them its own way. The templates take the field's ``{key}``;
    ``wrong_type`` also ``{kind}`` and ``{actual}``; ``values`` fills the object's
    own placeholders (a seat's ``{seat}``).
    """

    keys: tuple[str, ...]
    missing: Template
    unknown: Template
    wrong_type: Template
    bad_text: Template
    values: Mapping[str, object] = MappingProxyType({})

    def refused(self, template: Template, **values: object) -> Refused:
        return Refused(template, **self.values, **values)


_SAVE = _Fields(
    _FIELDS,
    QT_TRANSLATE_NOOP("SaveFiles", "the save has no “{key}” field."),
    QT_TRANSLATE_NOOP("SaveFiles", "the save has a field this version does not know: “{key}”."),
    QT_TRANSLATE_NOOP("SaveFiles", "its “{key}” should be {kind}, not {actual}."),
    QT_TRANSLATE_NOOP("SaveFiles", "its “{key}” is empty or too long."),
)


def _seat_fields(number: int) -> _Fields:
    return _Fields(
        _SEAT_FIELDS,
        QT_TRANSLATE_NOOP("SaveFiles", "seat {seat} has no “{key}” field."),
        QT_TRANSLATE_NOOP("SaveFiles", "seat {seat} has a field this version does not know: “{key}”."),
        QT_TRANSLATE_NOOP("SaveFiles", "seat {seat}’s “{key}” should be {kind}, not {actual}."),
        QT_TRANSLATE_NOOP("SaveFiles", "seat {seat}’s “{key}” is empty or too long."),
        {"seat": number},
    )


def _save_object(document: Any) -> dict[str, Any]:
    if not isinstance(document, dict):
        raise Refused(
            QT_TRANSLATE_NOOP("SaveFiles", "it holds {actual}, not a saved game."), actual=type_name(document)
        )
    if document.get("format") != SAVE_FORMAT:
        raise Refused(
            QT_TRANSLATE_NOOP("SaveFiles", "it is not a Rummy Desktop save (its “format” tag is missing or different).")
        )
    return document


def _exact_keys(obj: dict[str, Any], fields: _Fields) -> None:
    for key in fields.keys:
        if key not in obj:
            raise fields.refused(fields.missing, key=key)
    for key in obj:
        if key not in fields.keys:
            raise fields.refused(fields.unknown, key=shorten(key))


def _typed(obj: dict[str, Any], key: str, kind: type, fields: _Fields) -> Any:
    value = obj[key]
    if type(value) is not kind:
        raise fields.refused(fields.wrong_type, key=key, kind=kind_name(kind), actual=type_name(value))
    return value


def _text(obj: dict[str, Any], key: str, fields: _Fields, max_length: int = 100) -> str:
    value: str = _typed(obj, key, str, fields)
    if not value.strip() or len(value) > max_length:
        raise fields.refused(fields.bad_text, key=key)
    return value


def _seats(raw: list[Any], levels: tuple[str, ...]) -> tuple[Seat, ...]:
    if not MIN_SEATS <= len(raw) <= MAX_SEATS:
        raise Refused(
            SaveFiles.QT_TR_NOOP("it has %n seats; a game has {fewest} to {most}.", None, len(raw)),
            fewest=MIN_SEATS,
            most=MAX_SEATS,
        )
    return tuple(_seat(item, _seat_fields(number), levels) for number, item in enumerate(raw, start=1))


_DIRECTION_MARKS = frozenset("\u200e\u200f\u2066\u2067\u2068\u2069")
"""Invisible marks that keep a name's direction in right-to-left text (Python does not call them
printable): the default seat names of a right-to-left language hold them ("מחשב 2" isolates its
number), and a person may type them."""


def _seat(raw: Any, fields: _Fields, levels: tuple[str, ...]) -> Seat:
    if not isinstance(raw, dict):
        raise fields.refused(
            QT_TRANSLATE_NOOP("SaveFiles", "seat {seat} should be an object, not {actual}."), actual=type_name(raw)
        )
    _exact_keys(raw, fields)
    name = _text(raw, "name", fields, MAX_NAME_LENGTH)
    if not all(ch.isprintable() or ch in _DIRECTION_MARKS for ch in name):
        raise fields.refused(QT_TRANSLATE_NOOP("SaveFiles", "seat {seat}’s name holds control characters."))
    kind = raw["kind"]
    level = raw["level"]
    if kind == "human":
        if level is not None:
            raise fields.refused(QT_TRANSLATE_NOOP("SaveFiles", "seat {seat} is a person but has a computer level."))
        return Seat(name, "human")
    if kind == "computer":
        if not isinstance(level, str) or not _LEVEL_PATTERN.fullmatch(level):
            raise fields.refused(QT_TRANSLATE_NOOP("SaveFiles", "seat {seat} is a computer without a valid level."))
        if level not in levels:
            raise fields.refused(
                QT_TRANSLATE_NOOP(
                    "SaveFiles", "seat {seat} is a computer of a level this game does not have: “{level}”."
                ),
                level=level,
            )
        return Seat(name, "computer", level)
    raise fields.refused(QT_TRANSLATE_NOOP("SaveFiles", "seat {seat}’s “kind” should be “human” or “computer”."))


def _round_scores(raw: list[Any], seats: int) -> tuple[tuple[int, ...], ...]:
    if len(raw) > MAX_ROUNDS:
        raise Refused(
            QT_TRANSLATE_NOOP("SaveFiles", "it lists {count} rounds, more than any game has."), count=len(raw)
        )
    rounds = []
    for number, points in enumerate(raw, start=1):
        if (
            not isinstance(points, list)
            or len(points) != seats
            or any(type(p) is not int or not 0 <= p <= MAX_ROUND_POINTS for p in points)
        ):
            raise Refused(
                QT_TRANSLATE_NOOP(
                    "SaveFiles",
                    "the scores of round {round} should be {seats} whole numbers from 0 to {most}, one per seat.",
                ),
                round=number,
                seats=seats,
                most=MAX_ROUND_POINTS,
            )
        rounds.append(tuple(points))
    return tuple(rounds)


def _round_results(raw: list[Any], played: int, codec: GameCodec, state: GameState) -> tuple[Any, ...]:
    """The score sheet's rounds: the last ``len(raw)`` of the ``played`` rounds, each read by the engine."""
    if len(raw) > played:
        raise Refused(
            SaveFiles.QT_TR_NOOP("it keeps the results of %n rounds but the scores of only {played}.", None, len(raw)),
            played=played,
        )
    results = []
    for number, data in enumerate(raw, start=played - len(raw) + 1):
        try:
            results.append(codec.round_from_json(data, state))
        except ValueError as error:
            raise Refused(
                QT_TRANSLATE_NOOP("SaveFiles", "the result of round {round} is not valid: {reason}"),
                round=number,
                reason=_engine_reason(error),
            ) from None
    return tuple(results)


def _moves(raw: list[Any], codec: GameCodec) -> tuple[RoundRecord, ...]:
    """The game's moves, round by round: each start state read by the engine, each action's form checked."""
    read_action = codec.action_from_json
    if raw and read_action is None:
        raise Refused(QT_TRANSLATE_NOOP("SaveFiles", "it keeps moves of a game whose moves are not kept."))
    if len(raw) > MAX_ROUNDS:
        raise Refused(
            QT_TRANSLATE_NOOP("SaveFiles", "it keeps the moves of {count} rounds, more than any game has."),
            count=len(raw),
        )
    records = []
    for number, item in enumerate(raw, start=1):
        if (not isinstance(item, dict) or set(item) != {"start", "actions"} or not isinstance(item["start"], dict)
                or not isinstance(item["actions"], list) or len(item["actions"]) > MAX_ACTIONS_PER_ROUND):
            raise Refused(
                QT_TRANSLATE_NOOP(
                    "SaveFiles", "the moves of round {round} should be a “start” state and a list of “actions”."
                ),
                round=number,
            )
        try:
            assert read_action is not None
            records.append(RoundRecord(codec.load(item["start"]),
                                       tuple(read_action(action) for action in item["actions"])))
        except ValueError as error:
            raise Refused(
                QT_TRANSLATE_NOOP("SaveFiles", "the moves of round {round} are not valid: {reason}"),
                round=number,
                reason=_engine_reason(error),
            ) from None
    return tuple(records)


def _log(raw: list[Any]) -> tuple[str, ...]:
    for number, line in enumerate(raw, start=1):
        if not isinstance(line, str):
            raise Refused(
                QT_TRANSLATE_NOOP("SaveFiles", "line {line} of its log should be text, not {actual}."),
                line=number,
                actual=type_name(line),
            )
        if len(line) > MAX_LOG_LINE_LENGTH:
            raise Refused(QT_TRANSLATE_NOOP("SaveFiles", "line {line} of its log is too long."), line=number)
    return tuple(raw)
