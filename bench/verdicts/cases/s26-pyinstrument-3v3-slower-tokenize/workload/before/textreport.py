"""Toy text-processing pipeline: generate a corpus, tokenize lines, count
words, build an inverted index, compute bigram stats and format a report."""
import random
import sys

PUNCT = ".,;:!?'\"()-"
SYLLABLES = ["ka", "lo", "mi", "ren", "sto", "pa", "vel", "dor", "qui", "an",
             "the", "ber", "ix", "um", "tra", "gen", "so", "ful", "ar", "nic"]
# accent folding table (used by the normalisation pass)
ACCENT_FOLD = {"à": "a", "á": "a", "â": "a", "ä": "a", "é": "e", "è": "e",
               "ê": "e", "ë": "e", "í": "i", "ï": "i", "ó": "o", "ö": "o",
               "ú": "u", "ü": "u", "ñ": "n", "ç": "c"}


def generate_corpus(n_lines, seed):
    rng = random.Random(seed)
    vocab = []
    for _ in range(3000):
        w = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 4)))
        vocab.append(w)
    lines = []
    for _ in range(n_lines):
        words = []
        for _ in range(rng.randint(6, 16)):
            w = vocab[int(rng.paretovariate(1.2)) % len(vocab)]
            if rng.random() < 0.2:
                w = w.capitalize()
            if rng.random() < 0.15:
                w = w + rng.choice(PUNCT)
            words.append(w)
        lines.append(" ".join(words))
    return lines


def tokenize(line):
    tokens = []
    for raw in line.split():
        chars = []
        for ch in raw:
            if ch.isalnum():
                chars.append(ch.lower())
        if chars:
            tokens.append("".join(chars))
    return tokens


def count_words(token_lines):
    counts = {}
    for toks in token_lines:
        for t in toks:
            counts[t] = counts.get(t, 0) + 1
    return counts


def build_index(token_lines):
    index = {}
    for lineno, toks in enumerate(token_lines):
        seen = set()
        for t in toks:
            if t in seen:
                continue
            seen.add(t)
            index.setdefault(t, []).append(lineno)
    return index


def bigram_stats(token_lines):
    bigrams = {}
    for toks in token_lines:
        for a, b in zip(toks, toks[1:]):
            key = a + " " + b
            bigrams[key] = bigrams.get(key, 0) + 1
    return bigrams


def trigram_stats(token_lines):
    trigrams = {}
    for toks in token_lines:
        for i in range(len(toks) - 2):
            key = (toks[i], toks[i + 1], toks[i + 2])
            trigrams[key] = trigrams.get(key, 0) + 1
    return trigrams


def format_report(counts, index, bigrams, lines):
    out = []
    gap_stats = {}
    for word, postings in index.items():
        gaps = [b - a for a, b in zip(postings, postings[1:])]
        if gaps:
            mean = sum(gaps) / len(gaps)
            var = sum((g - mean) * (g - mean) for g in gaps) / len(gaps)
        else:
            mean = var = 0.0
        gap_stats[word] = (mean, var)
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:400]
    for word, n in top:
        postings = index[word]
        avg_gap, var_gap = gap_stats[word]
        first = lines[postings[0]]
        snippet = first[:40].ljust(40)
        out.append("%-24s %8d %10.2f %12.2f  %s" % (word, n, avg_gap, var_gap, snippet))
    topb = sorted(bigrams.items(), key=lambda kv: (-kv[1], kv[0]))[:200]
    for key, n in topb:
        out.append("%-40s %8d" % (key, n))
    return "\n".join(out)


def main():
    n_lines = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
    lines = generate_corpus(n_lines, seed=1234)
    token_lines = [tokenize(line) for line in lines]
    counts = count_words(token_lines)
    index = build_index(token_lines)
    bigrams = bigram_stats(token_lines)
    trigrams = trigram_stats(token_lines)
    report = format_report(counts, index, bigrams, lines)
    print(len(lines), len(counts), len(index), len(bigrams), len(trigrams), len(report))


if __name__ == "__main__":
    main()
