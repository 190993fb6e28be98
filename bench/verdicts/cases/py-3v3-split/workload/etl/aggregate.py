from collections import defaultdict


class Rollup:
    def __init__(self):
        self.by_region = defaultdict(float)
        self.by_hour = defaultdict(int)
        self.count = 0

    def add(self, rec):
        self.by_region[rec["region"]] += rec["amount_eur"]
        self.by_hour[rec["hour"]] += 1
        self.count += 1


def batches(records, size):
    batch = []
    for rec in records:
        batch.append(rec)
        if len(batch) == size:
            yield batch
            batch = []
