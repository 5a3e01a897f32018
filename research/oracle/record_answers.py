#!/usr/bin/env python3
"""Records the real Duckling's full /parse answer (every key, Duckling's value types) for each text of
test/conformance/duckling_answers.txt, one JSON line per text, into test/conformance/duckling_answers.jsonl:
the fixture of ext/duckling_engine/tests/json_answers.rs, which compares our whole answer with it.

    tmp/oracle/venv/bin/python research/oracle/record_answers.py   # the venv bin/oracle makes, on the host

Context: Duckling's corpus context (locale en, Tuesday 2013-02-12 04:30 at UTC-2, every dim, latent off unless
a line starts with "latent: "). The wheel returns UTF-8 decoded as Latin-1; strings are re-encoded.
"""

import json
import os

from duckling import (Context, default_locale_lang, load_time_zones, parse, parse_dimensions, parse_lang,
                      parse_ref_time)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TEXTS = os.path.join(ROOT, "test", "conformance", "duckling_answers.txt")
OUT = os.path.join(ROOT, "test", "conformance", "duckling_answers.jsonl")
DIMS = ["amount-of-money", "credit-card-number", "distance", "duration", "email", "number", "ordinal",
        "phone-number", "quantity", "temperature", "time", "url", "volume"]


def fix(value):
    if isinstance(value, str):
        try:
            return value.encode("latin-1").decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            return value
    if isinstance(value, list):
        return [fix(v) for v in value]
    if isinstance(value, dict):
        return {fix(k): fix(v) for k, v in value.items()}
    return value


def main():
    zones = load_time_zones("/usr/share/zoneinfo")
    reference = parse_ref_time(zones, "Etc/GMT+2", 1360650600)
    context = Context(reference, default_locale_lang(parse_lang("EN")))
    dims = parse_dimensions(DIMS)
    with open(TEXTS, encoding="utf-8") as texts, open(OUT, "w", encoding="utf-8") as out:
        for line in texts:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            latent = line.startswith("latent: ")
            text = line[len("latent: "):] if latent else line
            answer = fix(parse(text, context, dims, latent))
            out.write(json.dumps({"text": text, "latent": latent, "duckling": answer}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
