"""Steady pure-Python loop; four functions of our own do the work.
Usage: python3 steady.py <seconds>
Each iteration does exactly the same work (fixed inputs); only how long the loop runs differs."""
import sys
import time

WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu "
         "nu xi omicron pi rho sigma tau upsilon phi chi psi omega").split()
LINE = " ".join(WORDS[i % len(WORDS)] + str(i) for i in range(120))


def tokenize(line):
    out = []
    for tok in line.split(" "):
        head = tok.rstrip("0123456789")
        out.append((head, len(tok) - len(head)))
    return out


def score(tokens):
    total = 0
    for head, digits in tokens:
        h = 0
        for ch in head:
            h = (h * 31 + ord(ch)) & 0xFFFFFFFF
        total = (total + h * (digits + 1)) & 0xFFFFFFFF
    return total


def update_stats(stats, tokens, s):
    for head, _ in tokens:
        stats[head] = stats.get(head, 0) + 1
    stats["_sum"] = (stats.get("_sum", 0) + s) & 0xFFFFFFFF


def run(seconds):
    stats = {}
    iters = 0
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        for _ in range(20):  # fixed batch between clock checks
            tokens = tokenize(LINE)
            s = score(tokens)
            update_stats(stats, tokens, s)
        iters += 20
    return iters, stats["_sum"]


if __name__ == "__main__":
    secs = float(sys.argv[1])
    t0 = time.perf_counter()
    iters, digest = run(secs)
    el = time.perf_counter() - t0
    print(f"seconds={secs} iters={iters} iters_per_s={iters/el:.0f} digest={digest}")
