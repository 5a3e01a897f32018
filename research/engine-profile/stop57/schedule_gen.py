"""A calendar export of BYTES: lines of eight shapes ("Monday 9:15 - 11:15 Standup", "2024-03-05 09:00 Gym",
"February 16, 5pm: Review", "next Friday at 3pm - Call with Anna", "3/14/2024 from 9 to 11pm …", "every Tuesday
at 10:30 for 2 hours", "Review, Sunday 13 July 10h00", "tomorrow 9:00-10:00 …, budget $120"), drawn at random
with SEED, joined by SEPARATOR into one text (one line). Run from the repository's root:

    python3 research/engine-profile/stop57/schedule_gen.py BYTES SEED SEPARATOR > text.txt
"""
import random
import sys

size, seed, separator = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
draw = random.Random(seed)
days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
what = ["Team sync", "Call with Anna", "Dentist", "Standup", "1:1 with Bob", "Lunch at Joe's", "Flight to Berlin",
        "Review", "Gym", "Board meeting (room 4)"]


def line():
    k = draw.randrange(8)
    h = draw.randrange(7, 19)
    m = draw.choice([0, 15, 30, 45])
    h2 = h + draw.randrange(1, 3)
    if k == 0:
        return f"{draw.choice(days)} {h}:{m:02d} - {h2}:{m:02d} {draw.choice(what)}"
    if k == 1:
        return f"2024-{draw.randrange(1, 13):02d}-{draw.randrange(1, 29):02d} {h:02d}:{m:02d} {draw.choice(what)}"
    if k == 2:
        return f"{draw.choice(months)} {draw.randrange(1, 29)}, {h % 12 + 1}{draw.choice(['am', 'pm'])}: {draw.choice(what)}"
    if k == 3:
        return f"next {draw.choice(days)} at {h % 12 + 1}pm - {draw.choice(what)}"
    if k == 4:
        return f"{draw.randrange(1, 13)}/{draw.randrange(1, 29)}/2024 from {h % 12 + 1} to {h2 % 12 + 1}pm {draw.choice(what)}"
    if k == 5:
        return f"every {draw.choice(days)} at {h}:{m:02d} for {draw.randrange(1, 4)} hours"
    if k == 6:
        return f"{draw.choice(what)}, {draw.choice(days)} {draw.randrange(1, 29)} {draw.choice(months)} {h}h{m:02d}"
    return f"tomorrow {h}:{m:02d}-{h2}:{m:02d} {draw.choice(what)}, budget ${draw.randrange(10, 999)}"


lines, total = [], 0
while total < size:
    lines.append(line())
    total += len(lines[-1]) + len(separator)
print(separator.join(lines))
