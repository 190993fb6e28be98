# Indexer with a background heartbeat thread. The main thread tokenises documents and builds an
# inverted index; a daemon "monitor" thread wakes every 5 ms to verify a checksum of the shared state and publish a heartbeat.
import sys, threading, time

DOCS = ["doc %d alpha beta gamma delta %d epsilon zeta eta theta %d iota kappa lambda mu" % (i, i * 7, i % 13)
        for i in range(2000)]
STATE = bytearray(range(256)) * 128         # 32 KB of shared state the monitor looks at
stop = threading.Event()
beats = 0
EXPECTED = None

def state_checksum(buf):
    # Fletcher-16 over the shared state, to detect corruption
    a = b = 0
    for x in buf:
        a = (a + x) % 255
        b = (b + a) % 255
    return (b << 8) | a

def monitor():
    global beats
    while not stop.is_set():
        time.sleep(0.005)
        if state_checksum(STATE) != EXPECTED:
            raise RuntimeError("state corrupted")
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
    global EXPECTED
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    EXPECTED = state_checksum(STATE)
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
