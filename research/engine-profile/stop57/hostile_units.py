"""Short hostile units repeated to BYTES, one text per unit (digits and separators, fractions, ranges, money,
words that only join others, single numerals of several languages), written to DIR/NN.txt with an index
DIR/index.tsv (file, locale, unit). Run from the repository's root, then time each with parse_lines:

    python3 research/engine-profile/stop57/hostile_units.py BYTES DIR
    while IFS=$'\\t' read f lang unit; do /usr/bin/time -f "%U %M $lang $unit" \\
        target/release/examples/parse_lines --locale $lang < $f > /dev/null; done < DIR/index.tsv
"""
import os
import sys

UNITS = [
    ("en", "1 "), ("en", "1,"), ("en", "1."), ("en", "1-"), ("en", "1/"), ("en", "12:"), ("en", "$1 "),
    ("en", "one "), ("en", "one hundred "), ("en", "a "), ("en", "@"), ("en", "a@b."), ("en", "http://a"),
    ("en", "1e"), ("en", "- "), ("en", "+1 "), ("en", "0"), ("en", "9"), ("en", "1 1/2 "), ("en", "3-4 "),
    ("en", "between 3 and 5 "), ("en", "3 to 5 "), ("en", "from 3 "), ("en", "at 3 "), ("en", "the 3rd "),
    ("en", "3rd of "), ("en", "of the "), ("en", "last "), ("en", "next "), ("en", "in "), ("en", "in 2 "),
    ("en", "2 hours "), ("en", "hours "), ("en", "am "), ("en", "pm "), ("en", "3pm"), ("en", "q1 "),
    ("en", "1st "), ("en", "first "), ("en", "minus "), ("en", "-1 "), ("en", "1km "), ("en", "1 km "),
    ("en", "1k "), ("en", "1.1."), ("en", "1:1"), ("en", "1 - 2 "), ("en", "to "), ("en", "and "),
    ("en", "till "), ("en", "after "), ("en", "before "), ("en", "until "), ("en", "ago "), ("de", "eins "),
    ("de", "ein "), ("de", "und "), ("de", "bis "), ("fr", "un "), ("fr", "et "), ("es", "uno "), ("es", "y "),
    ("zh", "一"), ("zh", "十"), ("zh", "百"), ("zh", "一 "), ("ja", "一"), ("ko", "일"), ("ko", "십"),
    ("ru", "один "), ("ar", "واحد "), ("pt", "um "), ("it", "uno "), ("nl", "een "), ("pl", "jeden "),
    ("tr", "bir "), ("hi", "एक "), ("th", "หนึ่ง"), ("vi", "một "),
]

size, out = int(sys.argv[1]), sys.argv[2]
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "index.tsv"), "w", encoding="utf-8") as index:
    for i, (lang, unit) in enumerate(UNITS):
        text = unit * (size // len(unit.encode()) + 1)
        while len(text.encode()) > size:
            text = text[:-1]
        path = os.path.join(out, f"{i:02d}.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text + "\n")
        index.write(f"{path}\t{lang}\t{unit!r}\n")
