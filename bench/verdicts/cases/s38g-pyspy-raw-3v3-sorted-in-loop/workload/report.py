"""Pure-Python report pipeline.  `python3 report.py before|after`
after: build_group_report() calls sorted() on the running list inside its inner loop
to take the largest item, instead of tracking the max as it goes."""
import random
import sys


def make_rows(n, seed):
    rng = random.Random(seed)
    regions = ["north", "south", "east", "west", "central", "islands"]
    rows = []
    for i in range(n):
        rows.append("%d,%s,grp%03d,%.3f,%d" % (i, rng.choice(regions), rng.randrange(400),
                                              rng.random() * 1000.0, rng.randrange(1, 50)))
    return rows


def parse_rows(lines):
    out = []
    for line in lines:
        rid, region, group, price, qty = line.split(",")
        out.append((int(rid), region, group, float(price), int(qty)))
    return out


def group_rows(records):
    groups = {}
    for rec in records:
        groups.setdefault(rec[2], []).append(rec)
    return groups


def build_group_report(groups, variant):
    report = []
    for name in sorted(groups):
        recs = groups[name]
        seen = []
        largest = None
        total = 0.0
        for rec in recs:
            amount = rec[3] * rec[4]
            total += amount
            if variant == "after":
                seen.append(amount)
                largest = sorted(seen)[-1]
            else:
                if largest is None or amount > largest:
                    largest = amount
        report.append((name, len(recs), round(total, 2), round(largest, 2)))
    return report


def score_regions(records):
    acc = {}
    for rid, region, group, price, qty in records:
        h = 0
        for ch in region + group:
            h = (h * 31 + ord(ch)) & 0xFFFFFFFF
        acc[region] = acc.get(region, 0) + (h % 97) * qty
    return acc


def format_report(report):
    return "\n".join("%s\t%d\t%.2f\t%.2f" % r for r in report)


def main():
    variant = sys.argv[1] if len(sys.argv) > 1 else "before"
    passes = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    lines = make_rows(120000, 7)
    digest = 0
    for _ in range(passes):
        records = parse_rows(lines)
        groups = group_rows(records)
        report = build_group_report(groups, variant)
        regions = score_regions(records)
        text = format_report(report)
        digest = (digest + hash(text) + sum(regions.values())) & 0xFFFFFFFF
    print(variant, len(report), sum(regions.values()), report[0])


if __name__ == "__main__":
    main()
