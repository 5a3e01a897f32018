"""A run-on list of BYTES: "the <nth> <weekday, weekend, week or day> of <month, the month or next year>" joined
by " to ", items drawn at random with SEED (stop 55's third kind of item with its fourth separator), one line.
Run from the repository's root, then time it with parse_lines:

    python3 research/engine-profile/stop58/runon_gen.py BYTES SEED > text.txt
    /usr/bin/time -f "%U s %M KB" target/release/examples/parse_lines --locale en < text.txt > /dev/null
"""
import random
import sys

size, seed = int(sys.argv[1]), int(sys.argv[2])
draw = random.Random(seed)
parts, length = [], 0
while length < size:
    item = ("the " + draw.choice(["first", "second", "third", "last"]) + " "
            + draw.choice(["monday", "weekend", "week", "day"]) + " of "
            + draw.choice(["march", "july", "the month", "next year"]) + " to ")
    parts.append(item)
    length += len(item)
print("".join(parts))
