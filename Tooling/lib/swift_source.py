"""Reading Swift source as the compiler's lexer does, for the Tooling/ checks.

`code_only` blanks comments (`//`, `/* … */`, nested as Swift nests them) and the text of string
literals (`"…"`, `\"\"\"…\"\"\"`, raw `#"…"#`), keeping every offset and newline, so a check can
match code with plain patterns and still report the right line. `statements` splits the result
into (line number, statement text) at newlines and semicolons.
"""

from __future__ import annotations

import re

_RAW_OPEN = re.compile(r'(#+)("""|")')


def code_only(source: str) -> str:
    out = list(source)
    n = len(source)

    def blank(start: int, end: int) -> None:
        for k in range(start, min(end, n)):
            if out[k] != "\n":
                out[k] = " "

    def scan_code(i: int, until_paren: bool) -> int:
        """Scan code from `i`; with `until_paren`, return just after the `)` closing an
        interpolation (whose code is kept, like the compiler's)."""
        depth = 0
        while i < n:
            if source.startswith("//", i):
                end = source.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
            elif source.startswith("/*", i):
                nesting, j = 1, i + 2
                while j < n and nesting:
                    if source.startswith("/*", j):
                        nesting, j = nesting + 1, j + 2
                    elif source.startswith("*/", j):
                        nesting, j = nesting - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            elif source[i] == '"' or _RAW_OPEN.match(source, i):
                i = scan_string(i)
            elif until_paren and source[i] == "(":
                depth, i = depth + 1, i + 1
            elif until_paren and source[i] == ")":
                if depth == 0:
                    return i + 1
                depth, i = depth - 1, i + 1
            else:
                i += 1
        return i

    def scan_string(i: int) -> int:
        """Blank the literal starting at `i` (its text, not its interpolations); return its end."""
        raw = _RAW_OPEN.match(source, i)
        hashes = raw.group(1) if raw else ""
        quote = raw.group(2) if raw else ('"""' if source.startswith('"""', i) else '"')
        j = i + len(hashes) + len(quote)
        closing, escape = quote + hashes, "\\" + hashes
        segment = i
        while j < n:
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
            elif quote == '"' and source[j] == "\n":
                break  # unterminated single-line literal: the compiler stops here too
            else:
                j += 1
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
