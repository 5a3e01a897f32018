"""Lists of other dates, 16 KB each, one a line: the texts of stop 55's seventeenth round.

    python3 patho_gen.py [SEED] > patho.txt

Three kinds of item (a holiday; a holiday with a year's modifier; "the <nth> <weekday, weekend, week or day> of
<month, the month or next year>"), each joined by four separators (", ", " ", " and ", " to "): twelve lines, in
that order. Items are drawn at random (seeded), so a list seldom repeats a stretch; each line is parsed alone
(`parse_lines < line`).
"""
import random
import sys

random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
HOLIDAYS = ["christmas", "thanksgiving", "easter", "diwali", "halloween", "new year's eve", "mother's day",
            "labor day", "memorial day", "boss's day", "earth hour", "ramadan", "yom kippur", "vijayadashami",
            "chinese new year", "passover", "hanukkah", "mardi gras", "black friday", "valentine's day"]
MODIFIERS = ["in a year", "9 months from now", "next year", "last year", "in 2 years", "of 2015", "2 years ago",
             "this year"]


def item(kind):
    if kind == 0:
        return random.choice(HOLIDAYS)
    if kind == 1:
        return random.choice(HOLIDAYS) + " " + random.choice(MODIFIERS)
    return ("the " + random.choice(["first", "second", "third", "last"]) + " "
            + random.choice(["monday", "weekend", "week", "day"]) + " of "
            + random.choice(["march", "july", "the month", "next year"]))


for kind in range(3):
    for separator in [", ", " ", " and ", " to "]:
        text = ""
        while len(text.encode()) < 16000:
            text += item(kind) + separator
        print(text)
