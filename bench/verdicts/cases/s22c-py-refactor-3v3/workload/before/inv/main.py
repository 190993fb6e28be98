"""Inventory reconciliation batch: build synthetic stock records, reconcile them N rounds."""
import sys, time, random
from records import make_records, parse_record
from scoring import score_record, rank
from utils import normalize, bucket_key


def reconcile(raw_rows, round_no):
    groups = {}
    scored = []
    for row in raw_rows:
        rec = parse_record(row)
        rec['name'] = normalize(rec['name'])
        rec['supplier'] = normalize(rec['supplier'])
        k = bucket_key(rec)
        groups.setdefault(k, []).append(rec)
        if (rec['qty'] + round_no) % 3:
            scored.append((score_record(rec), rec['sku']))
    return len(groups), rank(scored, 20)


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    t = time.perf_counter()
    rows = make_records(5000, seed=7)
    total = 0
    for r in range(rounds):
        n, top = reconcile(rows, r)
        total += n + len(top)
    print('groups', total, 'elapsed %.2f' % (time.perf_counter() - t))


if __name__ == '__main__':
    main()
