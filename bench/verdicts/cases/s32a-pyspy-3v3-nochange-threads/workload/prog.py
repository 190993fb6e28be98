"""Two worker threads doing the same CPU-bound job: tokenise random text, count words, score them.
Run identically on both sides of the comparison (no code change); the seed (run number) varies the input."""
import random, sys, threading, zlib

def make_text(rng, n_words):
    syll = ["ka", "lo", "mi", "ter", "on", "ba", "zu", "rei", "sh", "al"]
    return " ".join("".join(rng.choice(syll) for _ in range(rng.randint(1, 4))) for _ in range(n_words))

def count_words(text):
    counts = {}
    for w in text.split():
        counts[w] = counts.get(w, 0) + 1
    return counts

def score(counts):
    s = 0
    for w, c in counts.items():
        s = (s * 31 + zlib.crc32(w.encode()) * c) & 0xFFFFFFFF
    return s

def worker(seed, rounds, out, idx):
    rng = random.Random(seed)
    acc = 0
    for _ in range(rounds):
        text = make_text(rng, 2000)
        acc ^= score(count_words(text))
    out[idx] = acc

def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 150
    out = [0, 0]
    ts = [threading.Thread(target=worker, args=(seed * 100 + i, rounds, out, i), name=f"worker-{i}") for i in range(2)]
    for t in ts: t.start()
    for t in ts: t.join()
    print("result", out)

if __name__ == "__main__":
    main()
