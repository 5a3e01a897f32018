#!/usr/bin/env python3
"""Sorts the disagreements of a `bin/oracle --json` run into the kinds of deliberate difference they show
(test/conformance/deliberate_differences.jsonl), by what Duckling's entities look like, and prints the count of
each and the disagreements of no known kind:

    research/oracle/public/kinds.py RUN.jsonl [SHOWN=20]

A disagreement is one (text, dim) whose entities differ (span and value; a time's `values` dropped). Each is
put in the first kind whose test fits any of Duckling's entities in the text; the tests are rough (a body
ending in an apostrophe, a money interval of unknown unit, …), so read the "other" ones.
"""

import collections
import json
import re
import sys


def key(entity):
    value = dict(entity["value"])
    value.pop("values", None)
    return (entity["start"], entity["end"], json.dumps(value, sort_keys=True))


def inside_word(text, start, end):
    return (start > 0 and text[start - 1].isalnum() and text[start].isalnum()) or (
        end < len(text) and text[end - 1].isalnum() and text[end].isalnum())


KINDS = [
    ("boss -> Boss's Day", lambda t, e: "holidayBeta" in e["value"] and "boss" in e["body"].lower()
        and "day" not in e["body"].lower()),
    ("'N of M' as a clock time", lambda t, e: e["dim"] == "time" and re.search(r"\b\w+ of \d", e["body"])),
    ("a number as money of unknown unit", lambda t, e: e["dim"] == "amount-of-money"
        and "unknown" in json.dumps(e["value"])),
    ("an apostrophe as feet or minutes (\"80's\")", lambda t, e: e["body"].endswith(("'", "\u2019"))),
    ("a unit after a unit (\"in\" as inches)", lambda t, e: e["dim"] in ("distance", "volume", "quantity")
        and re.search(r" in\b", e["body"])),
    ("a zone's offset after 2037", lambda t, e: e["dim"] == "time"
        and re.search(r"^(203[89]|20[4-9]\d)", str(e["value"].get("value", "")))),
    ("an edge inside a word", lambda t, e: inside_word(t, e["start"], e["end"])),
]


def main():
    shown = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    counts, other = collections.Counter(), []
    for line in open(sys.argv[1], encoding="utf-8"):
        run = json.loads(line)
        text = run["text"]
        for dim in {e["dim"] for e in run["duckling"] + run["ours"]}:
            theirs = {key(e) for e in run["duckling"] if e["dim"] == dim}
            ours = {key(e) for e in run["ours"] if e["dim"] == dim}
            if theirs == ours:
                continue
            kind = next((name for name, fits in KINDS if any(fits(text, e) for e in run["duckling"])), "other")
            counts[kind] += 1
            if kind == "other":
                other.append((text, dim, sorted(theirs - ours), sorted(ours - theirs)))
    for kind, n in counts.most_common():
        print(f"{n:5d}  {kind}")
    for text, dim, theirs, ours in other[:shown]:
        print(f"{text!r} ({dim})")
        for entity in theirs:
            print("   Duckling only:", entity)
        for entity in ours:
            print("   ours only:    ", entity)


if __name__ == "__main__":
    main()
