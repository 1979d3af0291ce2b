#!/usr/bin/env python3
"""Parse a JSON file (or JSON Lines with --lines) written by smgold with
Python's own json module, strictly (the bytes must be UTF-8, no NaN), and
print each value back canonically: json.dumps(ensure_ascii=True,
sort_keys=True), one line per value. A test compares that with what it
expects, so it checks what a real parser read, not the writer's own text.
Exit status 1 with the parser's message when the file is not valid JSON."""
import json
import sys


def reject_constant(name):
    raise ValueError("not JSON: " + name)


def main():
    args = sys.argv[1:]
    lines = "--lines" in args
    paths = [a for a in args if a != "--lines"]
    if len(paths) != 1:
        print("usage: json_canon.py [--lines] FILE", file=sys.stderr)
        return 2
    with open(paths[0], "rb") as f:
        data = f.read()
    try:
        text = data.decode("utf-8", errors="strict")
        docs = [l for l in text.split("\n") if l] if lines else [text]
        if lines and not text.endswith("\n"):
            raise ValueError("the last JSON Lines record has no newline")
        values = [json.loads(d, parse_constant=reject_constant) for d in docs]
    except ValueError as e:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        print("%s: %s" % (paths[0], e), file=sys.stderr)
        return 1
    for v in values:
        print(json.dumps(v, ensure_ascii=True, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
