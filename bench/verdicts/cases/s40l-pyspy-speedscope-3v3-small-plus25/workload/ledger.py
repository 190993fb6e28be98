"""Four-stage toy pipeline. With --heavier-checksum, checksum_block does 25% more
inner iterations per call; the other three stages are unchanged."""
import sys

ROUNDS = 160


def parse_rows(n):
    acc = 0
    for i in range(n):
        acc = (acc * 31 + i) % 1000003
    return acc


def normalize_values(n):
    acc = 0
    for i in range(n):
        acc = (acc ^ (i * 7)) & 0xFFFFF
    return acc


def checksum_block(n):
    acc = 0
    for i in range(n):
        acc = (acc + i * i) % 65521
    return acc


def merge_results(n):
    acc = 0
    for i in range(n):
        acc = (acc + (i >> 1)) & 0xFFFFFF
    return acc


def main():
    heavier = "--heavier-checksum" in sys.argv
    base = 50_000
    ck = base * 5 // 4 if heavier else base
    total = 0
    for _ in range(ROUNDS):
        total += parse_rows(base)
        total += normalize_values(base)
        total += checksum_block(ck)
        total += merge_results(base)
    print("total", total, "checksum_iters", ck)


if __name__ == "__main__":
    main()
