#!/usr/bin/env python3
"""How far the ranker counts the engine trains (ext/duckling_engine/src/ranking/<lang>.counts) are from the
classifiers Duckling ships (Duckling/Ranking/Classifiers/<LANG>_XX.hs), rule by rule:

    research/ranker-counts/compare.py DUCKLING_CHECKOUT [COUNTS_DIR] [--rules]

For each language with both, prints the rules either side has, how many have the same ok and ko counts (Duckling's
`n` of its ok and ko classes), and the L1 distance: the sum over rules of |ok - ok'| + |ko - ko'|. With --rules,
also each rule whose counts differ. The checkout may be a work tree or a bare repository (read with
`git show HEAD:path`).
"""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENTRY = re.compile(r'\("((?:[^"\\]|\\.)*)",\s*Classifier\{okData =(.*?)koData =(.*?)\}\}\)', re.S)


def read(checkout, path):
    full = os.path.join(checkout, path)
    if os.path.isfile(full):
        with open(full, encoding="utf-8") as f:
            return f.read()
    done = subprocess.run(["git", "--git-dir", checkout, "show", f"HEAD:{path}"], capture_output=True, text=True)
    if done.returncode != 0:
        done = subprocess.run(["git", "-C", checkout, "show", f"HEAD:{path}"], capture_output=True, text=True)
    return done.stdout if done.returncode == 0 else None


def unescape(name):
    """A Haskell string literal's text: decimal escapes (`\\351`), `\\&` separators, escaped quotes."""
    name = re.sub(r"\\(\d+)", lambda m: chr(int(m.group(1))), name)
    return name.replace("\\&", "").replace('\\"', '"').replace("\\\\", "\\")


def duckling(checkout, lang):
    source = read(checkout, f"Duckling/Ranking/Classifiers/{lang.upper()}_XX.hs")
    if source is None:
        return None
    counts = {}
    for m in ENTRY.finditer(source):
        ok = int(re.search(r"n = (\d+)", m.group(2)).group(1))
        ko = int(re.search(r"n = (\d+)", m.group(3)).group(1))
        counts[unescape(m.group(1))] = (ok, ko)
    return counts


def ours(path):
    counts = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if fields[0] == "rule":
                counts[fields[1]] = (int(fields[2]), int(fields[3]))
    return counts


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if not args:
        sys.exit(__doc__)
    checkout = args[0]
    counts_dir = args[1] if len(args) > 1 else os.path.join(ROOT, "ext", "duckling_engine", "src", "ranking")
    print("| language | rules | same counts | L1 distance |")
    print("|---|---:|---:|---:|")
    for name in sorted(os.listdir(counts_dir)):
        if not name.endswith(".counts"):
            continue
        lang = name[: -len(".counts")]
        theirs = duckling(checkout, lang)
        mine = ours(os.path.join(counts_dir, name))
        if not theirs or not mine:
            continue
        rules = set(theirs) | set(mine)
        same = sum(1 for r in rules if theirs.get(r) == mine.get(r))
        distance = sum(abs(theirs.get(r, (0, 0))[i] - mine.get(r, (0, 0))[i]) for r in rules for i in (0, 1))
        print(f"| {lang} | {len(rules)} | {same} | {distance} |")
        if "--rules" in sys.argv:
            for r in sorted(rules):
                if theirs.get(r) != mine.get(r):
                    print(f"|   {r} | Duckling {theirs.get(r)} | ours {mine.get(r)} | |")


if __name__ == "__main__":
    main()
