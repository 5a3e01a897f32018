#!/usr/bin/env python3
"""Writes the utterances of two public sets of real user requests, one per line, for `bin/oracle`:

    research/oracle/public/extract.py CLINC_CHECKOUT SNIPS_CHECKOUT OUT_DIR

- CLINC150 (github.com/clinc/oos-eval, CC BY 3.0; Larson et al., "An Evaluation Dataset for Intent
  Classification and Out-of-Scope Prediction", EMNLP 2019): every utterance of `data/data_full.json`, all splits,
  in-scope and out-of-scope, to OUT_DIR/clinc.txt.
- SNIPS (github.com/sonos/nlu-benchmark, CC0; Coucke et al. 2018): every query of
  `2017-06-custom-intent-engines/*/train_*_full.json` and `validate_*.json`, its annotated pieces joined, to
  OUT_DIR/snips.txt.

Each checkout may be a work tree or a bare repository (read with `git show HEAD:path`). Lines are deduplicated
and sorted, so the files are the same on every run.
"""

import json
import os
import subprocess
import sys


def read(checkout, path):
    """The bytes of `path` in a work tree, or at HEAD of a bare repository."""
    full = os.path.join(checkout, path)
    if os.path.isfile(full):
        with open(full, "rb") as f:
            return f.read()
    return subprocess.run(["git", "-C", checkout, "show", f"HEAD:{path}"], capture_output=True, check=True).stdout


def paths(checkout):
    listing = subprocess.run(["git", "-C", checkout, "ls-tree", "-r", "--name-only", "HEAD"],
                             capture_output=True, text=True, check=True).stdout
    return listing.split("\n")


def clinc(checkout):
    data = json.loads(read(checkout, "data/data_full.json"))
    return {text for split in data.values() for text, _intent in split}


def snips(checkout):
    texts = set()
    for path in paths(checkout):
        name = os.path.basename(path)
        wanted = name.startswith("train_") and name.endswith("_full.json") or name.startswith("validate_")
        if not (path.startswith("2017-06-custom-intent-engines/") and wanted):
            continue
        for queries in json.loads(read(checkout, path).decode("utf-8", "replace")).values():
            for query in queries:
                texts.add("".join(piece["text"] for piece in query["data"]).replace("\n", " ").strip())
    return texts


def write(path, texts):
    # bin/oracle skips blank lines and lines starting with "#"; none of these starts so.
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(sorted(t for t in texts if t.strip())) + "\n")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    clinc_checkout, snips_checkout, out = sys.argv[1:]
    os.makedirs(out, exist_ok=True)
    write(os.path.join(out, "clinc.txt"), clinc(clinc_checkout))
    write(os.path.join(out, "snips.txt"), snips(snips_checkout))


if __name__ == "__main__":
    main()
