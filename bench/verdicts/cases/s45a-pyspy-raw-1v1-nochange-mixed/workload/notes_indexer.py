#!/usr/bin/env python3
"""Notes indexer: writes a batch of small JSON note files to a spool directory,
reads them back, tokenizes and scores them, and writes a small index file per
batch. Mixes CPU work (tokenizing, scoring) with many small file reads/writes."""
import hashlib
import json
import os
import random
import re
import shutil
import sys
import zlib
from collections import Counter

WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho "
         "sigma tau upsilon phi chi psi omega cache queue shard replica leader follower commit "
         "snapshot compaction latency throughput budget incident rollback deploy canary").split()
TOKEN_RE = re.compile(r"[a-z]+|\d+")


def make_note(rnd, i):
    body = " ".join(rnd.choice(WORDS) + (str(rnd.randint(0, 99)) if rnd.random() < 0.1 else "")
                    for _ in range(rnd.randint(40, 160)))
    return {"id": i, "author": f"user{rnd.randint(1, 40)}", "tags": rnd.sample(WORDS, 3), "body": body}


def write_batch(spool, rnd, start, n):
    paths = []
    for i in range(start, start + n):
        path = os.path.join(spool, f"note-{i:06d}.json")
        with open(path, "w") as fh:
            json.dump(make_note(rnd, i), fh)
        paths.append(path)
    return paths


def load_note(path):
    with open(path) as fh:
        return json.load(fh)


def tokenize(text):
    return TOKEN_RE.findall(text.lower())


def simhash(tokens, bits=32):
    weights = [0] * bits
    for a, b in zip(tokens, tokens[1:]):
        h = zlib.crc32(f"{a} {b}".encode())
        for i in range(bits):
            weights[i] += 1 if (h >> i) & 1 else -1
    return sum(1 << i for i in range(bits) if weights[i] > 0)


def score_note(note, df):
    toks = tokenize(note["body"])
    tf = Counter(toks)
    score = 0.0
    for tok, c in tf.items():
        score += c / (1.0 + df.get(tok, 0))
    for tag in note["tags"]:
        score += 2.0 * tf.get(tag, 0)
    return score, tf


def index_batch(paths, df):
    entries = []
    for p in paths:
        note = load_note(p)
        score, tf = score_note(note, df)
        for tok in tf:
            df[tok] = df.get(tok, 0) + 1
        digest = hashlib.sha1(note["body"].encode()).hexdigest()[:12]
        sim = simhash(tokenize(note["body"]))
        entries.append((round(score, 4), note["id"], note["author"], digest, f"{sim:08x}"))
    entries.sort(reverse=True)
    return entries


def write_index(spool, batch_no, entries):
    path = os.path.join(spool, f"index-{batch_no:03d}.tsv")
    with open(path, "w") as fh:
        for e in entries[:50]:
            fh.write("\t".join(map(str, e)) + "\n")
    with open(path, "rb") as fh:
        return hashlib.sha1(fh.read()).hexdigest()


def main():
    batches = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    spool = sys.argv[2] if len(sys.argv) > 2 else "/tmp/s45a-notes-spool"
    shutil.rmtree(spool, ignore_errors=True)
    os.makedirs(spool)
    rnd = random.Random(4545)
    df = {}
    acc = hashlib.sha1()
    for b in range(batches):
        paths = write_batch(spool, rnd, b * 200, 200)
        entries = index_batch(paths, df)
        acc.update(write_index(spool, b, entries).encode())
        for p in paths[::2]:
            os.remove(p)
    shutil.rmtree(spool)
    print("batches", batches, "digest", acc.hexdigest())


if __name__ == "__main__":
    main()
