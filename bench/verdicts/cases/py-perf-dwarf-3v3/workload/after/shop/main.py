import sys

from . import archive, ingest, pricing, report, validate


def process_batch(lines, ledger, journal):
    for line in lines:
        order = ingest.parse_line(line)
        errors = validate.validate_order(order)
        if errors:
            ledger.reject(errors)
            continue
        price = pricing.price_order(order)
        ledger.add(order, price)
        journal.record(order, price)


def run(batches, batch_size=2000):
    feed = ingest.make_feed(batch_size)
    ledger = report.Ledger()
    journal = archive.Journal()
    out = ""
    for _ in range(batches):
        process_batch(feed, ledger, journal)
        journal.ship()
        out = report.render(ledger)
    return out


if __name__ == "__main__":
    print(run(int(sys.argv[1]) if len(sys.argv) > 1 else 20).splitlines()[0])
