"""Tokenization and generated text whose token count is exact.

The simulator tokenizes prompts like SGLang (``encode`` with special tokens) to know their length,
and generates text that re-tokenizes to exactly the number of tokens it reports, so bench_serving's
``completion_tokens`` (from ``meta_info`` or ``usage``) and its own retokenized count agree for both
``--backend sglang`` and ``--backend sglang-oai``.

Tokenizer choice (first that exists): ``--tokenizer-path`` if it is a local directory with
``tokenizer.json``; ``--model-path`` if it is one; env ``SGLANG_SIM_TOKENIZER``; else the fallback
``ByteTokenizer`` (one token per UTF-8 byte, documented in docs/simulator.md), which never reaches
a model hub.

Generated text: a cycle of single-token words (a leading space plus letters, e.g. " the"), chosen
at start-up from the tokenizer's vocabulary such that each one encodes to exactly one token both
alone and when repeated after the others; with a byte-level BPE pre-tokenizer, which splits before
each space, a concatenation of such words encodes to one token per word.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol

# A fixed, readable word list tried first; the vocabulary is scanned when too few of these are single
# tokens in the tokenizer at hand.
PREFERRED_WORDS = tuple(
    " " + w
    for w in "the of and to in is that for it as was with be by on not he this are or his from at which but"
    " have an they you were her she there been one all we their has would when if so no will what up"
    " out can said who more its into time only new some could these two may first then do any like my"
    " now over such our man me even most made after also did many before must through back years where".split()
)


class TextTokenizer(Protocol):
    """What the simulator needs from a tokenizer."""

    def encode(self, text: str) -> list[int]:
        """Token ids of ``text`` including special tokens, as SGLang's tokenizer manager encodes."""
        ...

    def count(self, text: str) -> int:
        """Number of tokens ``text`` encodes to without special tokens (bench_serving's retokenize)."""
        ...

    def decode(self, ids: list[int]) -> str:
        """Text of ``ids``."""
        ...


class HFTokenizer:
    """A ``tokenizers.Tokenizer`` loaded from a local ``tokenizer.json`` (no hub access)."""

    def __init__(self, directory: Path) -> None:
        from tokenizers import Tokenizer

        self.directory = directory
        self.tok = Tokenizer.from_file(str(directory / "tokenizer.json"))

    def encode(self, text: str) -> list[int]:
        """Token ids with special tokens added by the tokenizer's post-processor."""
        return self.tok.encode(text, add_special_tokens=True).ids

    def count(self, text: str) -> int:
        """Token count without special tokens."""
        return len(self.tok.encode(text, add_special_tokens=False).ids)

    def decode(self, ids: list[int]) -> str:
        """Decode, skipping special tokens (SGLang's default ``skip_special_tokens=True``)."""
        return self.tok.decode(ids, skip_special_tokens=True)

    def vocab(self) -> dict[str, int]:
        """The vocabulary (token string -> id)."""
        return self.tok.get_vocab()


class ByteTokenizer:
    """Fallback without any tokenizer file: one token per UTF-8 byte (ids 0..255)."""

    directory = None

    def encode(self, text: str) -> list[int]:
        """One id per byte."""
        return list(text.encode("utf-8"))

    def count(self, text: str) -> int:
        """Byte length."""
        return len(text.encode("utf-8"))

    def decode(self, ids: list[int]) -> str:
        """Bytes back to text (ids above 255 are folded into printable ASCII)."""
        return bytes(i if i < 256 else 32 + i % 95 for i in ids).decode("utf-8", errors="replace")


def _is_tokenizer_dir(path: str | None) -> bool:
    return bool(path) and Path(path).is_dir() and (Path(path) / "tokenizer.json").is_file()


def resolve_tokenizer_dir(tokenizer_path: str | None, model_path: str | None) -> Path | None:
    """Return the tokenizer directory to use, or None for the byte fallback."""
    for cand in (tokenizer_path, model_path, os.environ.get("SGLANG_SIM_TOKENIZER")):
        if _is_tokenizer_dir(cand):
            return Path(str(cand)).resolve()
    return None


def load_tokenizer(tokenizer_path: str | None, model_path: str | None) -> TextTokenizer:
    """Load the tokenizer chosen by ``resolve_tokenizer_dir``."""
    directory = resolve_tokenizer_dir(tokenizer_path, model_path)
    if directory is None:
        return ByteTokenizer()
    return HFTokenizer(directory)


class TextGenerator:
    """Produces text of an exact token count, deterministically per request seed."""

    def __init__(self, tokenizer: TextTokenizer) -> None:
        self.tokenizer = tokenizer
        self.words = self._pick_words(tokenizer)

    @staticmethod
    def _pick_words(tokenizer: TextTokenizer) -> list[str]:
        if isinstance(tokenizer, ByteTokenizer):
            return ["a", "b", "c", "d", "e"]  # one byte = one token
        words = [w for w in PREFERRED_WORDS if tokenizer.count(w) == 1]
        if len(words) < 16 and isinstance(tokenizer, HFTokenizer):
            for tok, _id in sorted(tokenizer.vocab().items(), key=lambda kv: kv[1]):
                if tok.startswith("\u0120") and tok[1:].isalpha() and tok[1:].islower() and len(tok) >= 3:
                    word = " " + tok[1:]
                    if tokenizer.count(word) == 1:
                        words.append(word)
                if len(words) >= 64:
                    break
        words = [w for w in words if tokenizer.count(w + w) == 2]
        # With a pre-tokenizer that splits before spaces no two words merge; check that in one pass
        # (both orders) and fall back to pairwise checks for tokenizers where it does not hold.
        if tokenizer.count("".join(words)) == len(words) and tokenizer.count("".join(reversed(words))) == len(words):
            checked = words
        else:
            checked = []
            for w in words:
                if all(tokenizer.count(a + b) == 2 for c in checked for a, b in ((c, w), (w, c))):
                    checked.append(w)
        if not checked:
            raise RuntimeError("tokenizer has no single-token words to generate text with")
        return checked

    def piece(self, seed: int, index: int) -> str:
        """The text of output token ``index`` of a request with ``seed``."""
        words = self.words
        return words[(seed * 7 + index * 13 + index * index) % len(words)]

    def text(self, seed: int, start: int, end: int) -> str:
        """Text of output tokens [start, end)."""
        return "".join(self.piece(seed, i) for i in range(start, end))

    def token_ids(self, seed: int, start: int, end: int) -> list[int]:
        """Token ids of output tokens [start, end) (for ``output_ids`` in ``/generate`` replies)."""
        return [self._id(self.piece(seed, i)) for i in range(start, end)]

    def _id(self, word: str) -> int:
        cache = self.__dict__.setdefault("_ids", {})
        if word not in cache:
            ids = self.tokenizer.encode(word)
            cache[word] = ids[-1] if ids else 0
        return cache[word]
