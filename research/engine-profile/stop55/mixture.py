"""A mixture: a language's time examples (test/conformance/duckling/LANG/time.jsonl) drawn at random, each
followed by SEPARATOR, to BYTES; newlines inside an example read as spaces. Run from the repository's root:

    python3 research/engine-profile/stop55/mixture.py LANG SEPARATOR BYTES SEED > text.txt
"""
import json
import random
import sys

lang, separator, size, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
examples = []
for line in open(f"test/conformance/duckling/{lang}/time.jsonl", encoding="utf-8"):
    if line.strip():
        text = json.loads(line)["text"]
        if text not in examples:
            examples.append(text)
draw = random.Random(seed)
out = ""
while len(out.encode()) < size:
    out += draw.choice(examples) + separator
print(out.replace("\n", " "))
