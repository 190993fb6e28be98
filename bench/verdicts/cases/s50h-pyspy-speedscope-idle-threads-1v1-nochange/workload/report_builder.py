"""Report builder: the main thread reads job specs and feeds a queue.Queue;
a pool of 3 worker threads pulls jobs, tokenizes and scores a synthetic
document per job, and stores a digest. Main then joins the workers."""
import hashlib
import queue
import random
import sys
import threading
import zlib

N_WORKERS = 3
STOP = object()


def make_document(seed, n_words):
    rng = random.Random(seed)
    vocab = ["alpha", "beta", "gamma", "delta", "omega", "sigma", "kappa", "lambda", "theta", "zeta"]
    return " ".join(rng.choice(vocab) + str(rng.randint(0, 99)) for _ in range(n_words))


def tokenize(text):
    return [w.strip(".,;").lower() for w in text.split()]


def term_frequencies(tokens):
    tf = {}
    for t in tokens:
        tf[t] = tf.get(t, 0) + 1
    return tf


def score_document(tf):
    total = 0.0
    for term, n in tf.items():
        total += n * (len(term) ** 0.5) / (1 + (zlib.crc32(term.encode()) & 7))
    return total


def digest(job_id, score, tf):
    h = hashlib.sha256()
    h.update(str(job_id).encode())
    h.update(repr(round(score, 6)).encode())
    for term in sorted(tf):
        h.update(term.encode())
    return h.hexdigest()[:16]


def process_job(job):
    job_id, seed, n_words = job
    text = make_document(seed, n_words)
    tf = term_frequencies(tokenize(text))
    score = score_document(tf)
    return job_id, digest(job_id, score, tf)


def worker(q, results, lock):
    while True:
        job = q.get()
        if job is STOP:
            q.task_done()
            return
        job_id, d = process_job(job)
        with lock:
            results[job_id] = d
        q.task_done()


def read_jobs(n_jobs, seed):
    rng = random.Random(seed)
    for i in range(n_jobs):
        yield (i, rng.randint(0, 1 << 30), rng.randint(800, 1600))


def main():
    n_jobs = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    q = queue.Queue(maxsize=32)
    results, lock = {}, threading.Lock()
    threads = [threading.Thread(target=worker, args=(q, results, lock), name=f"worker-{i}")
               for i in range(N_WORKERS)]
    for t in threads:
        t.start()
    for job in read_jobs(n_jobs, seed=42):
        q.put(job)
    for _ in threads:
        q.put(STOP)
    for t in threads:
        t.join()
    combined = hashlib.sha256("".join(results[i] for i in range(n_jobs)).encode()).hexdigest()
    print(f"jobs={n_jobs} digest={combined[:16]}")


if __name__ == "__main__":
    main()
