"""Word statistics over a generated corpus: word counts, de-duplication of lines, grouping
(anagram classes, by prefix), bigram counts and vocabulary overlaps -- all dicts and sets of
strings, so their layout depends on PYTHONHASHSEED.

usage: python wordstats.py LINES ROUNDS
"""
import sys
from collections import defaultdict

SYLLABLES = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "ve", "do", "an", "el", "or", "ut",
             "qua", "zen", "bri", "sto", "gra", "fle"]


def make_corpus(n, seed):
    x = seed
    vocab = []
    for i in range(3000):
        w = ""
        for k in range(2 + i % 3):
            x = (x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
            w += SYLLABLES[(x >> 33) % len(SYLLABLES)]
        vocab.append(w)
    lines = []
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        length = 6 + (x >> 40) % 10
        words = []
        for j in range(length):
            x = (x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
            # skewed choice: low indices much more frequent
            r = (x >> 33) % 3000
            words.append(vocab[(r * r) // 3000])
        lines.append(" ".join(words))
        if i % 7 == 0:  # some duplicated lines
            lines.append(lines[-1])
    return lines


def count_words(lines):
    counts = {}
    for line in lines:
        for w in line.split():
            counts[w] = counts.get(w, 0) + 1
    return counts


def dedupe(lines):
    seen = set()
    out = []
    for line in lines:
        if line not in seen:
            seen.add(line)
            out.append(line)
    return out


def group_anagrams(words):
    groups = defaultdict(list)
    for w in words:
        groups["".join(sorted(w))].append(w)
    return groups


def group_by_prefix(counts):
    groups = defaultdict(set)
    for w in counts:
        groups[w[:3]].add(w)
        groups[w[-3:]].add(w)
    return groups


def bigrams(lines):
    bg = defaultdict(int)
    for line in lines:
        ws = line.split()
        for a, b in zip(ws, ws[1:]):
            bg[a + "_" + b] += 1
    return bg


def overlaps(lines, k):
    vocabs = []
    step = max(1, len(lines) // k)
    for i in range(0, len(lines), step):
        s = set()
        for line in lines[i:i + step]:
            s.update(line.split())
        vocabs.append(s)
    total = 0
    for i in range(len(vocabs)):
        for j in range(i + 1, len(vocabs)):
            total += len(vocabs[i] & vocabs[j]) + len(vocabs[i] ^ vocabs[j])
    return total


def main(n, rounds):
    result = 0
    for r in range(rounds):
        lines = make_corpus(n, 1234567 + r)
        counts = count_words(lines)
        uniq = dedupe(lines)
        ana = group_anagrams(w for line in uniq[: n // 3] for w in line.split())
        pre = group_by_prefix(counts)
        bg = bigrams(uniq)
        ov = overlaps(uniq, 40)
        top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
        result += len(counts) + len(uniq) + len(ana) + len(pre) + len(bg) + ov + top[0][1]
    print(f"lines={n} rounds={rounds} result={result}")


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
