"""Worker thread + background logger thread.

mode "before": logger formats a handful of records every 50 ms (rare).
mode "after":  logger formats 400 records every 2 ms (near-continuous), so it
               holds the GIL much more and the worker gets less done.
Everything else (worker code, wall-clock duration) is identical.
"""
import io
import sys
import threading
import time

MODE = sys.argv[1]
DURATION = float(sys.argv[2]) if len(sys.argv) > 2 else 6.0
if MODE == "before":
    RECORDS_PER_TICK, TICK = 5, 0.050
elif MODE == "after":
    RECORDS_PER_TICK, TICK = 400, 0.002
else:
    raise SystemExit("mode must be before|after")

stop = threading.Event()


def format_log_record(seq, level, msg, fields):
    parts = []
    for key in sorted(fields):
        parts.append("%s=%r" % (key, fields[key]))
    stamp = "%010.3f" % (seq * 0.001)
    return "%s %08d [%-5s] %s | %s\n" % (stamp, seq, level, msg.title(), " ".join(parts))


def logger_loop(counter):
    sink = io.StringIO()
    seq = 0
    while not stop.is_set():
        for _ in range(RECORDS_PER_TICK):
            rec = format_log_record(seq, "INFO", "worker progress report",
                                    {"done": counter[0], "seq": seq, "host": "node-7",
                                     "ratio": seq / 7.0, "tag": "batch"})
            sink.write(rec)
            seq += 1
        if sink.tell() > (1 << 20):
            sink.seek(0)
            sink.truncate()
        time.sleep(TICK)
    counter[1] = seq


def mix_value(x):
    x = (x * 2654435761) & 0xFFFFFFFF
    x ^= x >> 13
    return (x * 40503) & 0xFFFF


def crunch_chunk(start):
    total = 0
    for i in range(start, start + 200):
        total += mix_value(i)
    return total


def worker_loop(counter):
    acc = 0
    n = 0
    while not stop.is_set():
        acc ^= crunch_chunk(n * 200)
        n += 1
        counter[0] = n
    return acc


def main():
    counter = [0, 0]
    lg = threading.Thread(target=logger_loop, args=(counter,), name="logger")
    lg.start()
    t0 = time.time()
    timer = threading.Timer(DURATION, stop.set)
    timer.start()
    worker_loop(counter)
    lg.join()
    print("mode=%s wall=%.2fs worker_chunks=%d log_records=%d" % (
        MODE, time.time() - t0, counter[0], counter[1]))


if __name__ == "__main__":
    main()
