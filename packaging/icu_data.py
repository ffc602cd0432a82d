"""A smaller ICU data library for the Linux bundle.

Qt's Linux libraries in the PySide6 wheel link ICU 73, whose data library
(libicudata.so.73) is 32 MB: every locale of the world, codepage converters and
word-break dictionaries for Chinese, Japanese, Thai, Lao, Khmer and Burmese. Qt
uses ICU for collation (QCollator), case mapping and time-zone names; it lays out
text and converts UTF-8 by itself. This module rebuilds the library keeping the
locale data of the app's languages and of ICU's root locale, and everything that
is not locale data, and drops the converters (ICU's UTF and Latin-1 converters are
algorithmic and need no data) and the dictionaries.

The data is an ICU "common data" package (ICU's ucmndata.h): a header, then a
table of contents of (name offset, data offset) pairs counted from the start of
the table, sorted by name, then the items back to back, each aligned to 16 bytes.
The library holds the package as one exported symbol, ``icudt<version>_dat``; a
new library is made with the C compiler from an assembler file that includes the
package with ``.incbin``.
"""

from __future__ import annotations

import re
import struct
import subprocess
from pathlib import Path

__all__ = ["keep_item", "read_package", "write_package", "package_in_library", "trimmed_library"]

# Non-locale items whose names look like locale bundles (a 2-3 letter "language" and "_").
_NOT_LOCALES = {"res_index"}
_LOCALE = re.compile(r"^([a-z]{2,3})(?:_[A-Za-z0-9_]*)?$")
# ICU still knows Hebrew by its old code "iw" (alias bundles).
_ALIASES = {"he": ("iw",)}


def keep_item(name: str, languages: tuple[str, ...]) -> bool:
    """Whether an item (e.g. "coll/he.res", "ibm-943_P15A-2003.cnv") stays in the package."""
    if name.endswith(".cnv") or name.endswith(".dict"):
        return False
    stem = name.rsplit("/", 1)[-1].removesuffix(".res")
    match = _LOCALE.match(stem)
    if not name.endswith(".res") or stem in _NOT_LOCALES or match is None:
        return True
    wanted = set(languages) | {alias for lang in languages for alias in _ALIASES.get(lang, ())}
    return match.group(1) in wanted


def read_package(package: bytes) -> tuple[bytes, str, list[tuple[str, bytes]]]:
    """(header, name prefix such as "icudt73l/", [(item name, item bytes)]) of a little-endian package."""
    header_size = struct.unpack_from("<H", package, 0)[0]
    if package[2:4] != b"\xda\x27" or package[12:16] != b"CmnD" or package[8] != 0:
        raise ValueError("not a little-endian ICU common data package")
    toc = package[header_size:]
    (count,) = struct.unpack_from("<I", toc, 0)
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    ends = [data for _, data in entries[1:]] + [len(toc)]
    items = []
    for (name_at, data_at), end in zip(entries, ends):
        full_name = toc[name_at:toc.index(b"\0", name_at)].decode("ascii")
        items.append((full_name, toc[data_at:end]))
    prefix = items[0][0].split("/", 1)[0] + "/"
    return package[:header_size], prefix, [(n.removeprefix(prefix), d) for n, d in items]


def _pad16(data: bytes, filler: bytes = b"\0") -> bytes:
    return data + filler * (-len(data) % 16)


def write_package(header: bytes, prefix: str, items: list[tuple[str, bytes]]) -> bytes:
    """The package holding `items` (kept in the given, sorted, order) under `header`."""
    names = b"".join((prefix + name).encode("ascii") + b"\0" for name, _ in items)
    table_size = 4 + 8 * len(items)
    name_at, data_at = table_size, len(_pad16(bytes(table_size) + names))
    table = [struct.pack("<I", len(items))]
    for name, data in items:
        table.append(struct.pack("<II", name_at, data_at))
        name_at += len(prefix) + len(name) + 1
        data_at += len(_pad16(data))
    # ICU's own tool (icupkg) pads the table with 0xAA; do the same, so an untouched package is rebuilt byte for byte
    body = _pad16(b"".join(table) + names, b"\xaa") + b"".join(_pad16(data) for _, data in items)
    return header + body


def package_in_library(library: Path) -> tuple[str, bytes]:
    """(symbol name, package bytes) of the ``icudt*_dat`` symbol in an ELF64 little-endian library."""
    elf = library.read_bytes()
    if elf[:6] != b"\x7fELF\x02\x01":
        raise ValueError(f"{library} is not a 64-bit little-endian ELF file")
    (section_at,) = struct.unpack_from("<Q", elf, 0x28)  # e_shoff
    section_size, count = struct.unpack_from("<HH", elf, 0x3A)  # e_shentsize, e_shnum
    sections = [struct.unpack_from("<IIQQQQIIQQ", elf, section_at + i * section_size) for i in range(count)]
    dynsym = next(s for s in sections if s[1] == 11)  # SHT_DYNSYM
    strings = sections[dynsym[6]]
    for at in range(dynsym[4], dynsym[4] + dynsym[5], 24):
        name_at, _, _, index, value, size = struct.unpack_from("<IBBHQQ", elf, at)
        start = strings[4] + name_at
        name = elf[start:elf.index(b"\0", start)].decode("ascii")
        if re.fullmatch(r"icudt\d+_dat", name):
            section = sections[index]
            offset = section[4] + value - section[3]
            return name, elf[offset:offset + size]
    raise ValueError(f"{library} has no icudt*_dat symbol")


def trimmed_library(library: Path, languages: tuple[str, ...], workdir: Path, compiler: str = "cc") -> Path:
    """Build, in `workdir`, a copy of the ICU data `library` keeping only what `keep_item` keeps."""
    symbol, package = package_in_library(library)
    header, prefix, items = read_package(package)
    workdir.mkdir(parents=True, exist_ok=True)
    data = workdir / f"{symbol}.dat"
    data.write_bytes(write_package(header, prefix, [(n, d) for n, d in items if keep_item(n, languages)]))
    assembly = workdir / f"{symbol}.S"
    assembly.write_text(
        f'.section .rodata\n.globl {symbol}\n.type {symbol}, @object\n.balign 16\n'
        f'{symbol}:\n.incbin "{data.name}"\n.size {symbol}, . - {symbol}\n'
        '.section .note.GNU-stack,"",@progbits\n'
    )
    output = workdir / library.name
    command = [compiler, "-shared", "-nostdlib", f"-Wl,-soname,{library.name}", "-o", str(output), assembly.name]
    try:
        subprocess.run(command, cwd=workdir, check=True)
    except FileNotFoundError:
        raise RuntimeError(f"making the trimmed {library.name} needs a C compiler ({compiler}); install gcc") from None
    return output
