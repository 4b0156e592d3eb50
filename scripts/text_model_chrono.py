#!/usr/bin/env python3
"""Chronological check of the diagnosis classifier's text model, on spent corpus parts only.

For each part from ``--from`` (default validation-r45) to the last of the training table (``PARTS`` of
tests/unit/test_corpus_train.py), train the model on the parts before it (scripts/train_text_model.py's ``train``,
the same C and vocabulary rule) and read that part's logs with the classifier's own guards: a reading decides only at
p >= ``TEXT_MODEL_MIN_P``, never an OOM class, ``graceful_stop`` or ``unknown``, and only while the OOM classes
together stay under ``TEXT_MODEL_MAX_OOM_P``. Prints per part: logs, decided, right; then the totals. Held-out parts
are never read (they are not in ``PARTS``). This is how the model's settings and features were chosen
(docs/diagnosis.md, "Round 66": with the parts of compound names 338 decided and 305 right of 1,400 logs, against
301 and 269 with ``--whole-words``).

Usage::

    pip install -r requirements-train.txt                  # scikit-learn
    python scripts/text_model_chrono.py                    # the features as the classifier has them
    python scripts/text_model_chrono.py --whole-words      # without the "~" parts of compound names

Exit status 0; 2 on bad input (a part not in the training table).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import train_text_model as T  # noqa: E402 - the trainer, by path
from corpus_accuracy import _load_diagnosis  # noqa: E402 - the classifier, by path


def read(classes: list[str], bias: list[float], weights: dict[str, list[float]],
         words: set[str]) -> list[tuple[float, str]]:
    """(probability, class) of a log's words, likeliest first: softmax of bias + the words' weights."""
    s = list(bias)
    for w in words:
        for j, x in enumerate(weights.get(w, ())):
            s[j] += x
    top = max(s)
    e = [math.exp(x - top) for x in s]
    z = sum(e)
    return sorted(((q / z, c) for q, c in zip(e, classes, strict=True)), reverse=True)


def decides(diag, probs: list[tuple[float, str]]) -> str | None:
    """The class the classifier's own guard (``diag._text_model_undecided``: its threshold, its OOM bound, the classes
    it never decides) lets this reading (``read``'s (p, class) pairs, likeliest first) decide, or None."""
    if diag._text_model_undecided([(c, p) for p, c in probs]) is not None:
        return None
    return probs[0][1]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--from", dest="first", default="validation-r45", help="the first part measured")
    ap.add_argument("--whole-words", action="store_true", help="drop the '~' parts of compound names")
    args = ap.parse_args(argv)
    diag = _load_diagnosis()
    parts = T.training_parts()
    if args.first not in parts:
        print(f"text_model_chrono: {args.first!r} is not a part of the training table", file=sys.stderr)
        return 2
    features = diag.text_model_words
    if args.whole_words:
        def features(text: str) -> set[str]:
            return {w for w in diag.text_model_words(text) if not w.startswith("~")}
    cache: dict[str, tuple[list[set[str]], list[str]]] = {}

    def docs_of(part: str) -> tuple[list[set[str]], list[str]]:
        if part not in cache:
            cache[part] = T.load((part,), features)[:2]
        return cache[part]

    total = decided = right = 0
    for k in range(parts.index(args.first), len(parts)):
        docs, labels = [], []
        for p in parts[:k]:
            d, lab = docs_of(p)
            docs += d
            labels += lab
        classes, bias, weights = T.train(docs, labels)
        n = r = 0
        test_docs, test_labels = docs_of(parts[k])
        for d, lab in zip(test_docs, test_labels, strict=True):
            cls = decides(diag, read(classes, bias, weights, d))
            if cls is not None:
                n += 1
                r += cls == lab
        total += len(test_docs)
        decided += n
        right += r
        print(f"{parts[k]:<16} {len(test_docs):>4} logs, decided {n:>3}, right {r:>3}", flush=True)
    print(f"total: {total} logs, decided {decided}, right {right} ({100 * right / max(decided, 1):.1f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
