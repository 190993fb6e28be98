"""A small in-process service: two worker threads process requests (hashing and
scoring), a housekeeping thread expires idle sessions, the main thread waits.
Usage: service.py SECONDS"""
import hashlib
import random
import sys
import threading
import time

SESSION_TTL = 30.0


def make_payload(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def score_request(payload):
    s = 0
    for i, b in enumerate(payload):
        s = (s * 31 + b * (i % 13)) & 0xFFFFFFFF
    return s


def handle_request(rng, sessions, lock):
    payload = make_payload(rng, 256)
    digest = hashlib.sha256(payload).hexdigest()
    score = score_request(payload)
    with lock:
        sessions[f"s{rng.randrange(40000):05d}"] = time.monotonic()
    return score, digest


def worker(stop, sessions, lock, seed, out, idx):
    rng = random.Random(seed)
    done = 0
    while not stop.is_set():
        handle_request(rng, sessions, lock)
        done += 1
        time.sleep(0.002)  # stands in for the downstream call that answers the request
    out[idx] = done


def expire_sessions(sessions, lock):
    now = time.monotonic()
    with lock:
        dead = [k for k, t in sessions.items() if now - t > SESSION_TTL]
        for k in dead:
            del sessions[k]
    return len(dead)


def housekeeping_loop(stop, sessions, lock):
    while not stop.wait(5):
        expire_sessions(sessions, lock)


def main():
    seconds = float(sys.argv[1])
    stop = threading.Event()
    lock = threading.Lock()
    now = time.monotonic()
    sessions = {f"s{i:05d}": now - (i % 20) for i in range(40000)}
    out = [0, 0]
    threads = [threading.Thread(target=worker, args=(stop, sessions, lock, 1 + i, out, i), name=f"worker-{i}")
               for i in range(2)]
    threads.append(threading.Thread(target=housekeeping_loop, args=(stop, sessions, lock), name="housekeeping"))
    for t in threads:
        t.start()
    time.sleep(seconds)
    stop.set()
    for t in threads:
        t.join()
    print(f"requests={sum(out)} sessions={len(sessions)}")


if __name__ == "__main__":
    main()
