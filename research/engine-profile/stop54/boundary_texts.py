"""Random texts of about 3 KB (a line each) made of long URLs and emails, numbers in words, dates, money and blanks,
so that long single-match tokens and chains fall across window boundaries at many offsets: the answers of two
builds are compared by their md5 (the margin change, 63bfcc6, against 5781f70). Writes boundary_en.txt and
boundary_de.txt to the directory given.

    python3 boundary_texts.py DIR
    for b in OLD NEW; do $b --locale en < DIR/boundary_en.txt | md5sum; $b --locale en --latent < DIR/boundary_en.txt | md5sum; done
"""
import random
import sys

PIECES = {
    "en": ["see https://example.com/" + "a" * 120 + "/path?x=1&y=2 ", "mail john.doe." + "x" * 60 + "@example.org ",
           "next friday at 5pm, ", "from 3 to 5pm ", "twenty one thousand three hundred and forty five ",
           "on March 3rd 2015 at noon ", "call +1 (650) 555-1234 ", "it costs $1,234.56 ", "in 2 hours ", "   ",
           "\t", "42 km ", "the day after tomorrow "],
    "de": ["siehe https://beispiel.de/" + "b" * 130 + " ", "am nächsten Freitag um 17 Uhr, ", "von 3 bis 5 Uhr ",
           "einundzwanzigtausenddreihundertfünfundvierzig ", "am 3. März 2015 mittags ", "es kostet 1.234,56 € ",
           "in 2 Stunden ", "  ", "42 km ", "übermorgen ", "Mittwoch in zwei Wochen, "],
}
SEEDS, LINES = {"en": 7, "de": 11}, {"en": 120, "de": 100}

for lang, pieces in PIECES.items():
    random.seed(SEEDS[lang])
    lines = []
    for _ in range(LINES[lang]):
        text = ""
        while len(text.encode()) < 3000:
            text += random.choice(pieces)
        lines.append(text)
    with open(f"{sys.argv[1]}/boundary_{lang}.txt", "w") as out:
        out.write("\n".join(lines) + "\n")
