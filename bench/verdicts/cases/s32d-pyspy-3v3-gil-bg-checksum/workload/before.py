# Indexer with a background heartbeat thread. The main thread tokenises documents and builds an
# inverted index; a daemon "monitor" thread wakes every 5 ms to publish a heartbeat.
import sys, threading, time

DOCS = ["doc %d alpha beta gamma delta %d epsilon zeta eta theta %d iota kappa lambda mu" % (i, i * 7, i % 13)
        for i in range(2000)]
STATE = bytearray(range(256)) * 128         # 32 KB of shared state the monitor looks at
stop = threading.Event()
beats = 0

def monitor():
    global beats
    while not stop.is_set():
        time.sleep(0.005)
        beats += 1

def tokenise(doc):
    out = []
    for w in doc.split():
        w = w.strip(".,").lower()
        if w:
            out.append(w)
    return out

def build_index(docs):
    idx = {}
    for n, d in enumerate(docs):
        for pos, w in enumerate(tokenise(d)):
            idx.setdefault(w, []).append((n, pos))
    return idx

def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    t = threading.Thread(target=monitor, name="monitor", daemon=True)
    t.start()
    t0 = time.perf_counter()
    total = 0
    for _ in range(rounds):
        total += len(build_index(DOCS))
    stop.set()
    t.join()
    print("terms", total, "beats", beats, "main work %.2fs" % (time.perf_counter() - t0))

main()
