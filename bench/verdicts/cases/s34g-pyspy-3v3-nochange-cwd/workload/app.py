"""Sensor batch pipeline: the main thread generates and encodes batches; a
"parser" thread decodes them and aggregates per sensor; a "packer" thread
compresses and hashes them. Writes a small report into the working directory."""
import json
import os
import queue
import sys
import threading

from stages import encode_batch, make_batch, pack, parse_and_aggregate, summarise

N_BATCHES = int(os.environ.get("N_BATCHES", "300"))


def parser(q, acc):
    while True:
        blob = q.get()
        if blob is None:
            return
        parse_and_aggregate(blob, acc)


def packer(q, out):
    while True:
        blob = q.get()
        if blob is None:
            return
        out.append(pack(blob))


def main():
    qp, qk = queue.Queue(maxsize=8), queue.Queue(maxsize=8)
    acc, packed = {}, []
    tp = threading.Thread(target=parser, args=(qp, acc), name="parser")
    tk = threading.Thread(target=packer, args=(qk, packed), name="packer")
    tp.start(); tk.start()
    for seed in range(N_BATCHES):
        blob = encode_batch(make_batch(seed))
        qp.put(blob)
        qk.put(blob)
    qp.put(None); qk.put(None)
    tp.join(); tk.join()
    low, high = summarise(acc)
    report = {"batches": N_BATCHES, "bytes": sum(len(p) for p, _ in packed),
              "last": packed[-1][1][:16], "coldest": low, "warmest": high}
    with open("pipeline-report.json", "w") as f:  # relative to the working directory
        json.dump(report, f)
    print("batches", N_BATCHES, "bytes", report["bytes"], "cwd", os.getcwd(), file=sys.stderr)


if __name__ == "__main__":
    main()
