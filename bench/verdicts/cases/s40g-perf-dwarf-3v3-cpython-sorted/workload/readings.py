"""Workload for s40g-perf-dwarf-3v3-cpython-sorted.

usage: python3.12 readings.py before|after [items]

For each item (a sensor) the program builds a window of 48 integer readings
(make_window) and summarises it (summarise). "before": the summary uses
min/max/sum only. "after": summarise additionally calls sorted() on the window
per item to take the median and the 90th percentile, so the interpreter now
spends time in CPython's list sort (list_sort_impl and its compare helpers).
"""
import sys

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"
ITEMS = int(sys.argv[2]) if len(sys.argv) > 2 else 60000
WINDOW = 48


def make_window(seed):
    x = seed
    out = []
    for _ in range(WINDOW):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append(x % 100000)
    return out


if VARIANT == "after":
    def summarise(vals):
        lo, hi, total = min(vals), max(vals), sum(vals)
        s = sorted(vals)
        return lo, hi, total // len(vals), s[len(s) // 2], s[(len(s) * 9) // 10]
else:
    def summarise(vals):
        lo, hi, total = min(vals), max(vals), sum(vals)
        return lo, hi, total // len(vals), 0, 0


def main():
    acc = 0
    for i in range(ITEMS):
        lo, hi, mean, med, p90 = summarise(make_window(i * 2654435761 & 0xFFFFFFFF))
        acc = (acc * 31 + lo + hi + mean + med + p90) & 0xFFFFFFFF
    print(f"variant={VARIANT} items={ITEMS} acc={acc:08x}")


if __name__ == "__main__":
    main()
