"""Control workload: the main thread starts three worker threads doing different
pure-Python work and joins them. Identical code and input on both sides (no arguments).
"""
import threading

RESULTS = {}


def crunch_numbers(n):
    acc = 0
    for i in range(n):
        acc = (acc * 1103515245 + i) % 2147483647
    RESULTS["numbers"] = acc


def build_strings(n):
    parts = []
    for i in range(n):
        parts.append(("%x" % (i * 2654435761 & 0xFFFFFF)).upper())
        if len(parts) > 1000:
            parts = ["".join(parts)[-64:]]
    RESULTS["strings"] = len("".join(parts))


def walk_dict(n):
    d = {}
    for i in range(n):
        k = i % 5003
        d[k] = d.get(k, 0) + (i & 7)
    RESULTS["dict"] = sum(d.values())


def main():
    workers = [
        threading.Thread(target=crunch_numbers, args=(7_500_000,), name="numbers"),
        threading.Thread(target=build_strings, args=(3_600_000,), name="strings"),
        threading.Thread(target=walk_dict, args=(6_000_000,), name="dict"),
    ]
    for t in workers:
        t.start()
    for t in workers:
        t.join()
    print(sorted(RESULTS.items()))


if __name__ == "__main__":
    main()
