"""The real Facebook Duckling (compiled Haskell, in-process through the PyPI wheel pyduckling-native-phihos),
timed per sentence for `rake bench`: research/bench/run.rb installs the wheel into a venv under tmp/bench/ and
runs this file with that venv's python.

    python real_duckling.py --input IN.json --out OUT.json [--budget-ms N] [--lang ES]

IN.json is the bench's input (`sentences`: every text of Duckling's EN corpus, tagged with its dim). In Duckling's
corpus context (locale en, reference 2013-02-12T04:30 at UTC-2, which IANA spells Etc/GMT+2, every dim, latent
off) each sentence is parsed with `duckling.parse`, the wheel's Python API (Duckling's JSON decoded into dicts,
the peer of our Ruby-level `Duckling.parse`), repeatedly for about the budget after one warm-up call; OUT.json
gets `parse_ns`, the median ns per call of each sentence in the input's order. (`parse_text`, the JSON string
alone, measured within noise of `parse` on these sentences, so it is not timed apart.)
"""

import argparse
import datetime
import json
import time

import duckling
from duckling import (Context, default_locale_lang, load_time_zones, parse, parse_dimensions, parse_lang,
                      parse_ref_time)

DIMS = ["amount-of-money", "credit-card-number", "distance", "duration", "email", "number", "ordinal",
        "phone-number", "quantity", "temperature", "time", "url", "volume"]
REFERENCE = datetime.datetime.fromisoformat("2013-02-12T04:30:00-02:00")


def per_call_ns(budget_ns, call):
    """The median ns of `call` over repeated calls filling about `budget_ns` (3 to 10,000 calls; one when the
    warm-up call alone took longer than the budget, as Duckling's 26 s on the corpus's 60 KB email negative)."""
    t = time.perf_counter_ns()
    call()
    if time.perf_counter_ns() - t > budget_ns:
        t = time.perf_counter_ns()
        call()
        return time.perf_counter_ns() - t
    samples = []
    start = time.perf_counter_ns()
    while len(samples) < 3 or (time.perf_counter_ns() - start < budget_ns and len(samples) < 10_000):
        t = time.perf_counter_ns()
        call()
        samples.append(time.perf_counter_ns() - t)
    samples.sort()
    return samples[len(samples) // 2]


# How long the texts run before any is timed, as research/bench/engine/src/timing.rs warms our engine: a fresh
# process's first calls run slower for some tens of milliseconds.
WARM_UP_NS = 100_000_000


def warm_up(texts, call):
    """Calls `call` on the texts in turn, again from the first when they run out, for WARM_UP_NS (at least one
    call)."""
    start = time.perf_counter_ns()
    while texts:
        for t in texts:
            call(t)
            if time.perf_counter_ns() - start >= WARM_UP_NS:
                return


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--budget-ms", type=float, default=20)
    parser.add_argument("--lang", default="EN", help="the language, as Duckling names it (its default locale)")
    args = parser.parse_args()
    with open(args.input, encoding="utf-8") as f:
        texts = [s["text"] for s in json.load(f)["sentences"]]

    zones = load_time_zones("/usr/share/zoneinfo")
    context = Context(parse_ref_time(zones, "Etc/GMT+2", int(REFERENCE.timestamp())),
                      default_locale_lang(parse_lang(args.lang.upper())))
    dims = parse_dimensions(DIMS)
    budget_ns = int(args.budget_ms * 1e6)
    warm_up(texts, lambda t: parse(t, context, dims, False))
    parse_ns = [per_call_ns(budget_ns, lambda t=t: parse(t, context, dims, False)) for t in texts]
    with open(args.out, "w", encoding="utf-8") as out:
        json.dump({"wheel": duckling.__version__, "parse_ns": parse_ns}, out)


if __name__ == "__main__":
    main()
