"""Three worker threads, each running its own pure-Python function.
--variant before: every worker does ROUNDS rounds.
--variant after : checksum_records (thread 'worker-checksum') does 50% more rounds (1.5 * ROUNDS);
                  the other two workers are unchanged."""
import argparse, threading

def parse_records(rounds, out):
    acc = 0
    for r in range(rounds):
        for i in range(1200):
            s = str(i * 7 + r)
            acc += int(s[::-1])
    out['parse'] = acc

def checksum_records(rounds, out):
    acc = 0
    for r in range(rounds):
        for i in range(2000):
            acc = (acc * 31 + (i ^ r) * 17 + 5) % 1000000007
            acc ^= (acc >> 3)
    out['checksum'] = acc

def bucket_records(rounds, out):
    buckets = [0] * 64
    for r in range(rounds):
        for i in range(2000):
            k = (i * 2654435761 + r) & 63
            buckets[k] += i & 15
    out['bucket'] = sum(buckets)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--variant', choices=['before', 'after'], required=True)
    ap.add_argument('--rounds', type=int, default=2500)
    a = ap.parse_args()
    cs_rounds = a.rounds * 3 // 2 if a.variant == 'after' else a.rounds
    out = {}
    ts = [threading.Thread(target=parse_records, args=(a.rounds, out), name='worker-parse'),
          threading.Thread(target=checksum_records, args=(cs_rounds, out), name='worker-checksum'),
          threading.Thread(target=bucket_records, args=(a.rounds, out), name='worker-bucket')]
    for t in ts: t.start()
    for t in ts: t.join()
    print(a.variant, 'rounds', a.rounds, 'checksum rounds', cs_rounds, out)

if __name__ == '__main__':
    main()
