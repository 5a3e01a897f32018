#!/usr/bin/env python3
"""Time expressions put together at random from pieces, for the seventh set's search of disagreements with the
real Duckling (research/oracle/README.md, seventh set). Seeded: the same texts every run.

    python3 research/oracle/combos7.py 1 > combos.txt    # 3,000: a prefix, a time, a suffix, maybe a second time
    python3 research/oracle/combos7.py 2 > combos.txt    # 2,500: days, clock times, connectives, zones, ranges
    bin/oracle combos.txt > combos.md
"""

import random
import sys


def first():
    random.seed(7)
    pre = ["", "", "at", "on", "by", "until", "from", "after", "before", "since", "around", "about", "in",
           "during", "for", "till", "through", "next", "this", "last", "the", "every", "starting", "no later than",
           "sometime"]
    core = ["monday", "friday", "sat", "the weekend", "tomorrow", "today", "tonight", "yesterday", "noon",
            "midnight", "5", "5pm", "5:30", "17:30", "half past 5", "quarter to 6", "10 to 6", "the 3rd", "3rd",
            "march", "march 3", "3 march", "3/4", "3/4/2027", "2027", "christmas", "easter", "thanksgiving",
            "new year's eve", "the morning", "morning", "evening", "the afternoon", "lunch", "end of day", "eod",
            "the end of the month", "the end of the week", "next week", "last week", "2 weeks", "3 days",
            "an hour", "20 minutes", "the week of the 14th", "q2", "the first quarter", "summer", "winter", "jan",
            "the 1st of june", "june 1st", "the first monday of may", "the last friday", "the day after tomorrow",
            "two days", "a week", "10am", "10 am", "10a.m.", "ten", "ten thirty", "half ten", "nine fifteen"]
    post = ["", "", "", "tomorrow", "next week", "this week", "pst", "est", "utc", "gmt", "in the morning",
            "at night", "in the evening", "sharp", "or so", "at the latest", "please", "next year", "last year",
            "this year", "2027", "on friday", "at 5", "at 9am", "from now", "ago", "later", "before noon",
            "after lunch", "to 6", "- 7pm", "until 8", "and 6", "or 7", "at the office", "for 2 hours",
            "for a week", "every week", "of next month", "of this month", "of 2027", "in january", "weekend"]
    out = set()
    while len(out) < 3000:
        text = " ".join(x for x in (random.choice(pre), random.choice(core), random.choice(post)) if x)
        if random.random() < 0.3:
            second_time = random.choice(core)
            joint = random.choice(["and", "or", "to", "-", "until", "then", "at", "on", ","])
            text = text + " " + joint + " " + second_time
        out.add(text.replace(" ,", ","))
    return out


def second():
    random.seed(77)
    day = ["mon", "tuesday", "wed.", "thu", "fri", "saturday", "sun", "today", "tomorrow", "tmrw", "yesterday",
           "dec 3", "3 dec", "12/3", "the 3rd", "3rd of december", "december 3rd", "next friday", "this friday",
           "last friday", "friday next week", "the 15th", "jan 15 2027", "2027-01-15", "new year's day",
           "christmas eve", "the first of january", "the last day of the month", "monday the 7th", "the weekend",
           "next weekend"]
    tod = ["9", "9am", "9 am", "9:00", "09:00", "9.30", "9:30am", "nine", "nine thirty", "half nine", "noon",
           "midnight", "21:00", "9pm", "quarter past 9", "10 past 9", "twenty to 10", "9 o'clock", "9ish",
           "around 9", "about 9:30", "the morning", "morning", "the afternoon", "evening", "night", "lunchtime",
           "eod"]
    conn = ["at", "@", "", "on", "by", "from", "until", "after", "before", "around", ","]
    zone = ["", "", "", "", "est", "PST", "GMT", "utc", "CET", "ET", "IST", "(EST)", "EDT"]
    rng = ["to", "-", "until", "till", "through", "and", "or", "\u2013"]
    out = set()
    while len(out) < 2500:
        r = random.random()
        if r < 0.35:
            text = f"{random.choice(day)} {random.choice(conn)} {random.choice(tod)} {random.choice(zone)}"
        elif r < 0.6:
            text = f"{random.choice(conn)} {random.choice(tod)} {random.choice(conn)} {random.choice(day)}"
        elif r < 0.8:
            text = (f"{random.choice(['from', 'between', '', '', ''])} {random.choice(tod)} {random.choice(rng)} "
                    f"{random.choice(tod)} {random.choice(['', '', random.choice(day)])} {random.choice(zone)}")
        else:
            text = (f"{random.choice(['from', 'between', '', ''])} {random.choice(day)} {random.choice(rng)} "
                    f"{random.choice(day)} {random.choice(['', '', 'at ' + random.choice(tod)])}")
        out.add(" ".join(text.split()).replace(" ,", ","))
    return out


if __name__ == "__main__":
    texts = first() if sys.argv[1:] == ["1"] else second()
    sys.stdout.write("\n".join(sorted(texts)) + "\n")
