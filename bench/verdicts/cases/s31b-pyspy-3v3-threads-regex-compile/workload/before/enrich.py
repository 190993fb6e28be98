"""Log-enrichment batch job. Input: request blocks (a header line + ~60 log lines).
the blocks are sharded over a pool of 4 worker threads; for each block they extract the
tenant-specific correlation field from the header (each tenant names it
differently), then normalise and fingerprint every line of the block."""
import re, threading, hashlib, sys, time

N_TENANTS = 1500          # each tenant has its own custom field name
N_BLOCKS = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
LINES_PER_BLOCK = 40
WORKERS = 4

_PATTERNS = {}

def pattern_for(key):
    pat = _PATTERNS.get(key)
    if pat is None:
        pat = re.compile(r"\b" + re.escape(key) + r"=([^\s;]+)")
        _PATTERNS[key] = pat
    return pat

def extract_value(header, key):
    m = pattern_for(key).search(header)
    return m.group(1) if m else None

def normalise(line):
    parts = line.lower().replace('-', '_').split('_')
    return '_'.join(p.strip() for p in parts if p)

def fingerprint(record):
    h = hashlib.sha1(record.encode()).hexdigest()
    acc = 0
    for ch in h:
        acc = (acc * 31 + ord(ch)) % 1000003
    for ch in record[:48]:
        acc = (acc * 17 + ord(ch)) % 1000003
    return acc

def process_block(block):
    header, key, lines = block
    corr = extract_value(header, key)
    if corr is None:
        return 0
    total = 0
    for line in lines:
        total += fingerprint(corr + ":" + normalise(line))
    return total

def make_block(i):
    t = (i * 7919) % N_TENANTS
    key = "cf_tenant%04d_ref" % t
    header = "ts=%d svc=api-%d %s=Order-%d-X region=eu-%d" % (1700000000 + i, i % 7, key, i, i % 3)
    lines = ["ts=%d level=info user=u%05d path=/v1/items/%d step=Step-%d-of-Pipeline" % (
        1700000000 + i, (i * 31 + j) % 9973, j, j) for j in range(LINES_PER_BLOCK)]
    return header, key, lines

def worker(blocks, out, idx):
    total = 0
    for block in blocks:
        total += process_block(block)
    out[idx] = total

def main():
    # read the whole input up front, then shard it round-robin over the pool
    blocks = [make_block(i) for i in range(N_BLOCKS)]
    out = [0] * WORKERS
    ts = [threading.Thread(target=worker, args=(blocks[i::WORKERS], out, i), name="worker-%d" % i)
          for i in range(WORKERS)]
    t0 = time.time()
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    print("checksum", sum(out) % 1000003, "elapsed %.2fs" % (time.time() - t0))

if __name__ == "__main__":
    main()
