"""s39b-perf-dwarf-1v1-nochange-python workload (control).
Usage: python workload.py <seed> <rounds>
The amount and kind of work is independent of the seed: every round builds
the same number of records, runs the same fixed-count loops over them and
renders them with fixed-width formatting. Only the random values differ.
"""
import random
import sys

N_RECORDS = 4000


def build_records(rng):
    return [(rng.randrange(10**7), rng.random(), rng.randrange(64)) for _ in range(N_RECORDS)]


def checksum(records):
    acc = 0
    for key, weight, bucket in records:
        x = key
        for _ in range(8):
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        acc ^= x + bucket
    return acc


def bucketize(records):
    buckets = {}
    for key, weight, bucket in records:
        buckets[bucket] = buckets.get(bucket, 0.0) + weight
    return buckets


def render(records):
    return "\n".join("%08d %.6f %02d" % r for r in records)


def main():
    seed = int(sys.argv[1])
    rounds = int(sys.argv[2])
    rng = random.Random(seed)
    total = 0
    chars = 0
    for _ in range(rounds):
        recs = build_records(rng)
        total ^= checksum(recs)
        b = bucketize(recs)
        chars += len(render(recs))
        total += len(b)
    print(f"seed={seed} rounds={rounds} total={total} chars={chars}")


if __name__ == "__main__":
    main()
