"""Document scoring service: a dispatcher (main thread) builds requests and hands
them to a scoring worker thread through a queue, then waits for each response.

The worker's job intake is selected with --intake:
  block (before): the worker blocks on queue.get()
  poll  (after):  the worker polls queue.get_nowait() and sleeps 0.2 ms between tries
Everything else (input, work, output) is identical.
"""
import argparse
import hashlib
import queue
import random
import threading
import time

STOP = object()
WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi "
         "omicron pi rho sigma tau upsilon phi chi psi omega").split()


def make_document(rng, n_words):
    return " ".join(rng.choices(WORDS, k=n_words))


def build_request(rng, req_id):
    body = make_document(rng, 200 + rng.randrange(150))
    return {"id": req_id, "lang": "el", "body": body, "weights": {w: (i % 7) + 1 for i, w in enumerate(WORDS)}}


def tokenize(text):
    return [t for t in text.lower().split() if t]


def ngram_keys(tokens, n=3):
    return [" ".join(tokens[i:i + n]) for i in range(len(tokens) - n + 1)]


def score_tokens(tokens, weights):
    score = 0
    for i, tok in enumerate(tokens):
        score += weights.get(tok, 0) * (1 + (i & 3))
    return score


def fingerprint(grams):
    h = hashlib.blake2b(digest_size=8)
    for g in sorted(set(grams)):
        h.update(g.encode())
    return h.hexdigest()


def handle_request(req):
    tokens = tokenize(req["body"])
    fps = [fingerprint(ngram_keys(tokens, n)) for n in (2, 3, 4, 5)]
    return {"id": req["id"], "score": score_tokens(tokens, req["weights"]), "fp": ":".join(fps)}


class ScoringWorker(threading.Thread):
    def __init__(self, jobs, results, intake):
        super().__init__(name="scoring-worker", daemon=True)
        self.jobs = jobs
        self.results = results
        self.intake = intake

    def next_job(self):
        if self.intake == "block":
            return self.jobs.get()
        while True:
            try:
                return self.jobs.get_nowait()
            except queue.Empty:
                time.sleep(0.0002)

    def run(self):
        while True:
            job = self.next_job()
            if job is STOP:
                return
            self.results.put(handle_request(job))


def dispatch(n_requests, seed, worker, jobs, results):
    rng = random.Random(seed)
    digest = hashlib.sha256()
    total = 0
    for req_id in range(n_requests):
        jobs.put(build_request(rng, req_id))
        resp = results.get()
        total += resp["score"]
        digest.update(resp["fp"].encode())
    jobs.put(STOP)
    worker.join()
    return total, digest.hexdigest()[:16]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--intake", choices=("block", "poll"), required=True)
    ap.add_argument("--requests", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    jobs, results = queue.Queue(), queue.Queue()
    worker = ScoringWorker(jobs, results, args.intake)
    worker.start()
    t0 = time.perf_counter()
    total, digest = dispatch(args.requests, args.seed, worker, jobs, results)
    print(f"requests={args.requests} total={total} digest={digest} wall={time.perf_counter() - t0:.2f}s")


if __name__ == "__main__":
    main()
