#!/usr/bin/env python3
"""Writes the requests of xSID, a public set of assistant requests in many languages, one per line per language,
for `bin/oracle --locale <lang>`:

    research/oracle/public/xsid.py XSID_CHECKOUT OUT_DIR

xSID (github.com/mainlp/xsid, CC BY-SA 4.0; van der Goot et al., "From Masked Language Modeling to Translation",
NAACL 2021) holds 800 requests in English (its validation and test sets: alarms, reminders, weather, music,
ratings, restaurants, screenings, from SNIPS and Facebook's task-oriented set) and the same requests translated by
native speakers.
Every text of `data/xSID-0.7/<lang>.valid.conll` and `<lang>.test.conll` is written to OUT_DIR/xsid.<lang>.txt
for each language Duckling has: en, ar, da, de, id, it, ja, nl, tr, zh, and nb (the Bokmål lines, dialect `B`, of its
Norwegian file; its other lines are dialects Duckling does not read).

The checkout may be a work tree or a bare repository (read with `git show HEAD:path`). Lines are deduplicated and
sorted, so the files are the same on every run. Nothing of xSID is copied into this repository.
"""

import os
import re
import subprocess
import sys

VERSION = "data/xSID-0.7"
# xSID's file name -> Duckling's language, and the dialect kept (None: every line).
LANGUAGES = {"en": ("en", None), "ar": ("ar", None), "da": ("da", None), "de": ("de", None), "id": ("id", None), "it": ("it", None),
             "ja": ("ja", None), "nl": ("nl", None), "tr": ("tr", None), "zh": ("zh", None), "no": ("nb", "B")}


def read(checkout, path):
    """The text of `path` in a work tree, or at HEAD of a bare repository."""
    full = os.path.join(checkout, path)
    if os.path.isfile(full):
        with open(full, encoding="utf-8") as f:
            return f.read()
    return subprocess.run(["git", "-C", checkout, "show", f"HEAD:{path}"], capture_output=True, check=True,
                          text=True).stdout


def texts(conll, dialect):
    """The `# text` line of every sentence of a CoNLL file (its comment lines spell `text:` or `text =`), of
    `dialect` where one is asked for."""
    found = set()
    for block in conll.split("\n\n"):
        comments = dict(re.findall(r"^# ([\w-]+) ?[:=] ?(.*)$", block, flags=re.MULTILINE))
        text = comments.get("text", "").strip()
        if text and (dialect is None or comments.get("dialect") == dialect):
            found.add(text)
    return found


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    checkout, out = sys.argv[1:]
    os.makedirs(out, exist_ok=True)
    for name, (lang, dialect) in LANGUAGES.items():
        found = set()
        for split in ("valid", "test"):
            found |= texts(read(checkout, f"{VERSION}/{name}.{split}.conll"), dialect)
        # bin/oracle skips blank lines and lines starting with "#".
        lines = sorted(t for t in found if not t.startswith("#"))
        with open(os.path.join(out, f"xsid.{lang}.txt"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        print(f"{lang}: {len(lines)} texts")


if __name__ == "__main__":
    main()
