"""Generate a deterministic word-frequency corpus (Zipf-like vocabulary) and a
copy of it with the same lines in shuffled order."""
import random
import sys

def main(out_path, shuffled_path, n_lines=1_000_000, vocab=200_000, seed=2024):
    rng = random.Random(seed)
    letters = "etaoinshrdlcumwfgypbvkjxqz"
    weights = [12.7, 9.1, 8.2, 7.5, 7.0, 6.7, 6.3, 6.1, 6.0, 4.3, 4.0, 2.8, 2.8, 2.4, 2.4,
               2.2, 2.0, 2.0, 1.9, 1.5, 1.0, 0.8, 0.15, 0.15, 0.1, 0.07]
    words = set()
    while len(words) < vocab:
        n = rng.randint(2, 12)
        words.add("".join(rng.choices(letters, weights, k=n)))
    words = sorted(words)
    rng.shuffle(words)
    zipf = [1.0 / (r + 1) for r in range(vocab)]
    cum = []
    acc = 0.0
    for z in zipf:
        acc += z
        cum.append(acc)
    lines = []
    for _ in range(n_lines):
        k = rng.randint(6, 18)
        ws = rng.choices(words, cum_weights=cum, k=k)
        if rng.random() < 0.3:
            ws[0] = ws[0].capitalize()
        lines.append(" ".join(ws) + rng.choice([".", ",", "", "!", "?", ";"]) + "\n")
    with open(out_path, "w") as f:
        f.writelines(lines)
    rng2 = random.Random(seed + 1)
    rng2.shuffle(lines)
    with open(shuffled_path, "w") as f:
        f.writelines(lines)

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
