"""Document pipeline: ~200 jobs on a ThreadPoolExecutor(max_workers=4).

Each job builds a batch of synthetic documents, then runs three stages:
parse_stage -> score_stage -> summarize_stage.
"""
import hashlib
import random
import sys
from concurrent.futures import ThreadPoolExecutor

WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu "
         "nu xi omicron pi rho sigma tau upsilon phi chi psi omega").split()


def make_batch(job_id, ndocs, nwords):
    rng = random.Random(job_id * 7919 + 13)
    docs = []
    for d in range(ndocs):
        words = [rng.choice(WORDS) + str(rng.randrange(50)) for _ in range(nwords)]
        docs.append("doc%d: %s" % (d, " ".join(words)))
    return docs


# ---------------------------------------------------------------- parse stage
def split_header(line):
    head, _, body = line.partition(": ")
    return head, body


def tokenize(body):
    out = []
    for w in body.split(" "):
        stem = w.rstrip("0123456789")
        out.append((stem, len(w) - len(stem)))
    return out


def parse_stage(docs):
    parsed = []
    for line in docs:
        head, body = split_header(line)
        parsed.append((head, tokenize(body)))
    return parsed


# ---------------------------------------------------------------- score stage
def token_weight(stem, ndigits):
    h = 2166136261
    for ch in stem:
        h = ((h ^ ord(ch)) * 16777619) & 0xFFFFFFFF
    for _ in range(6):
        h = ((h ^ (h >> 13)) * 0x5BD1E995) & 0xFFFFFFFF
    return (h % 997) + ndigits


def score_document(tokens):
    weights = [token_weight(stem, nd) for stem, nd in tokens]
    total = 0
    for w in weights:
        total = (total * 31 + w) % 1000003
#@AFTER@
    return total


def score_stage(parsed):
    return [(head, score_document(tokens)) for head, tokens in parsed]


# ------------------------------------------------------------ summarize stage
def bucket_of(score):
    return score % 16


def summarize_stage(scored):
    buckets = [0] * 16
    for _, s in scored:
        buckets[bucket_of(s)] += 1
    digest = hashlib.sha1(repr(buckets).encode()).hexdigest()
    return digest[:12], sum(s for _, s in scored)


def run_job(job_id):
    docs = make_batch(job_id, ndocs=24, nwords=220)
    parsed = parse_stage(docs)
    scored = score_stage(parsed)
    return summarize_stage(scored)


def main():
    njobs = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(run_job, range(njobs)))
    total = sum(t for _, t in results) % 1000003
    print("jobs=%d checksum=%d first=%s" % (njobs, total, results[0][0]))


if __name__ == "__main__":
    main()
