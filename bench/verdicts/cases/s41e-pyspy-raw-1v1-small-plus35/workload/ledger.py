"""Small four-function workload. --variant after makes score_entries do 35% more work."""
import sys

BASE = 60  # inner iterations per entry for each stage


def load_entries(n, seed):
    out = []
    x = seed
    for i in range(n):
        acc = 0
        for _ in range(BASE):
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            acc += x & 0xFF
        out.append(acc)
    return out


def normalize_entries(entries):
    out = []
    for e in entries:
        v = e
        for k in range(BASE):
            v = (v * 31 + k) % 1000003
        out.append(v)
    return out


def score_entries(entries, rounds):
    out = []
    for e in entries:
        s = e
        for k in range(rounds):
            s = (s ^ (k * 2654435761)) % 999983
        out.append(s)
    return out


def summarize(entries, scores):
    total = 0
    for e, s in zip(entries, scores):
        t = e + s
        for k in range(BASE):
            t = (t + k * 7) % 1000033
        total += t
    return total


def main():
    variant = sys.argv[1] if len(sys.argv) > 1 else "before"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 25000
    rounds = BASE if variant == "before" else int(BASE * 1.35)  # 60 -> 81
    entries = load_entries(n, 12345)
    norm = normalize_entries(entries)
    scores = score_entries(norm, rounds)
    print(variant, rounds, summarize(norm, scores))


if __name__ == "__main__":
    main()
