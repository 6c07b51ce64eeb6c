"""JSON for the Python references: the standard library's `json`, or orjson (from PyPI) when
MOSAIC_REF_JSON=orjson, the fast Python a user would reach for. Same documents either way
(orjson writes `"key": value`, the standard library `"key" : value` with our separators)."""

import json
import os
import sys

USE_ORJSON = os.environ.get("MOSAIC_REF_JSON") == "orjson"
if USE_ORJSON:
    import orjson  # noqa: E402  (only when asked for)


def available():
    """Whether orjson can be imported here."""
    try:
        import orjson  # noqa: F401
    except ImportError:
        return False
    return True


def load(path):
    """The document in the file at `path`."""
    with open(path, "rb") as handle:
        return orjson.loads(handle.read()) if USE_ORJSON else json.load(handle)


def print_document(document):
    """Prints `document` indented by two, keys sorted, non-ASCII as is."""
    if USE_ORJSON:
        sys.stdout.buffer.write(orjson.dumps(document, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS))
        sys.stdout.buffer.write(b"\n")
    else:
        print(json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False))
