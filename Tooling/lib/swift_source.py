"""Reading Swift source as the compiler's lexer does, for the Tooling/ checks.

`code_only` blanks comments (`//`, `/* … */`, nested as Swift nests them) and the text of string
literals (`"…"`, `\"\"\"…\"\"\"`, raw `#"…"#`), keeping every offset and newline, so a check can
match code with plain patterns and still report the right line. `statements` splits the result
into (line number, statement text) at newlines and semicolons.
"""

from __future__ import annotations

import functools
import re

_RAW_OPEN = re.compile(r'(#+)("""|")')
# What can start a comment, a literal or (inside an interpolation) a parenthesis: the scanner
# jumps from one to the next instead of stepping through every character.
_CODE_EVENT = re.compile(r'//|/\*|#+"|"')
_CODE_EVENT_PARENS = re.compile(r'//|/\*|#+"|"|[()]')
_COMMENT_EVENT = re.compile(r"/\*|\*/")
_NOT_NEWLINE = re.compile(r"[^\n]")
_string_events: dict[tuple[str, str, bool], re.Pattern] = {}


def _string_event(escape: str, closing: str, single_line: bool) -> re.Pattern:
    key = (escape, closing, single_line)
    if key not in _string_events:
        parts = [re.escape(escape), re.escape(closing)] + (["\n"] if single_line else [])
        _string_events[key] = re.compile("|".join(parts))
    return _string_events[key]


@functools.lru_cache(maxsize=4096)
def code_only(source: str) -> str:
    out = list(source)
    n = len(source)

    def blank(start: int, end: int) -> None:
        end = min(end, n)
        if start < end:
            out[start:end] = _NOT_NEWLINE.sub(" ", source[start:end])

    def scan_code(i: int, until_paren: bool) -> int:
        """Scan code from `i`; with `until_paren`, return just after the `)` closing an
        interpolation (whose code is kept, like the compiler's)."""
        depth = 0
        events = _CODE_EVENT_PARENS if until_paren else _CODE_EVENT
        while i < n:
            found = events.search(source, i)
            if found is None:
                return n
            i, token = found.start(), found.group()
            if token == "//":
                end = source.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
            elif token == "/*":
                nesting, j = 1, i + 2
                while nesting:
                    mark = _COMMENT_EVENT.search(source, j)
                    if mark is None:
                        j = n
                        break
                    nesting += 1 if mark.group() == "/*" else -1
                    j = mark.end()
                blank(i, j)
                i = j
            elif token == "(":
                depth, i = depth + 1, i + 1
            elif token == ")":
                if depth == 0:
                    return i + 1
                depth, i = depth - 1, i + 1
            else:
                i = scan_string(i)
        return i

    def scan_string(i: int) -> int:
        """Blank the literal starting at `i` (its text, not its interpolations); return its end."""
        raw = _RAW_OPEN.match(source, i)
        hashes = raw.group(1) if raw else ""
        quote = raw.group(2) if raw else ('"""' if source.startswith('"""', i) else '"')
        j = i + len(hashes) + len(quote)
        closing, escape = quote + hashes, "\\" + hashes
        events = _string_event(escape, closing, quote == '"')
        segment = i
        while j < n:
            found = events.search(source, j)
            if found is None:
                j = n
                break
            j = found.start()
            if source.startswith(escape, j):
                after = j + len(escape)
                if after < n and source[after] == "(":
                    blank(segment, after + 1)
                    j = scan_code(after + 1, until_paren=True)
                    segment = j - 1
                else:
                    j = after + 1
            elif source.startswith(closing, j):
                j += len(closing)
                break
            else:
                break  # a newline in a single-line literal: unterminated, the compiler stops here too
        blank(segment, j)
        return j

    scan_code(0, until_paren=False)
    return "".join(out)


def statements(source: str) -> list[tuple[int, str]]:
    """(1-based line, text) of every statement of `source` outside comments and strings."""
    found = []
    for number, line in enumerate(code_only(source).split("\n"), start=1):
        for part in line.split(";"):
            if part.strip():
                found.append((number, part))
    return found
