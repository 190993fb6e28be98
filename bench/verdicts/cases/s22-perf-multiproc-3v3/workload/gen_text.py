# Writes a ~6 MB pseudo-English text with a Zipf-like vocabulary of ~60000 words (seeded).
import random, sys
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
syl = ["ka", "lo", "mi", "ren", "tas", "vel", "or", "an", "qui", "der", "sto", "pha", "ne", "gri", "ul", "ze"]
vocab = ["".join(rng.choice(syl) for _ in range(rng.randint(1, 4))) for _ in range(60000)]
weights = [1.0 / (i + 1) ** 0.9 for i in range(len(vocab))]
with open(sys.argv[1], "w") as f:
    for _ in range(2000):
        words = rng.choices(vocab, weights, k=500)
        f.write(" ".join(w.capitalize() if rng.random() < 0.05 else w for w in words) + ".\n")
