"""thumbsvc.py - toy image-thumbnail job runner with a thread pool.

usage: python3 thumbsvc.py N_JOBS
MainThread: make_jobs, submits to a ThreadPoolExecutor(4 workers), collects
results with as_completed and writes a manifest. Each worker job: fetch_blob
(simulated storage latency: time.sleep), decode_image (pure-Python RLE
decode), downscale (box filter in pure Python), encode_thumb (zlib,
releases the GIL), checksum (sha256).
"""
import sys, time, zlib, hashlib, random, json
from concurrent.futures import ThreadPoolExecutor, as_completed

W, H = 96, 64


def make_jobs(n, seed=3):
    rnd = random.Random(seed)
    jobs = []
    for i in range(n):
        # run-length encoded grayscale rows: (value, run) pairs
        rows = []
        for y in range(H):
            row, x = [], 0
            while x < W:
                run = min(W - x, rnd.randint(1, 12))
                row.append((rnd.randrange(256), run))
                x += run
            rows.append(row)
        jobs.append({'id': 'img-%05d' % i, 'rle': rows, 'latency': rnd.uniform(0.001, 0.008)})
    return jobs


def fetch_blob(job):
    time.sleep(job['latency'])  # object-store GET
    return job['rle']


def decode_image(rle):
    pix = []
    for row in rle:
        line = []
        for v, run in row:
            line.extend([v] * run)
        pix.append(line)
    return pix


def downscale(pix, f=4):
    out = []
    for y in range(0, H, f):
        line = []
        for x in range(0, W, f):
            s = 0
            for dy in range(f):
                r = pix[y + dy]
                for dx in range(f):
                    s += r[x + dx]
            line.append(s // (f * f))
        out.append(line)
    return out


def encode_thumb(thumb):
    raw = bytes(v for line in thumb for v in line)
    return zlib.compress(raw * 40, 9)  # padded container, level 9


def checksum(data):
    return hashlib.sha256(data).hexdigest()


def process(job):
    rle = fetch_blob(job)
    pix = decode_image(rle)
    thumb = downscale(pix)
    blob = encode_thumb(thumb)
    return job['id'], len(blob), checksum(blob)


def write_manifest(results):
    items = sorted(results)
    return json.dumps([{'id': i, 'bytes': n, 'sha256': h} for i, n, h in items])


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
    jobs = make_jobs(n)
    results = []
    with ThreadPoolExecutor(max_workers=4, thread_name_prefix='thumb') as ex:
        futs = [ex.submit(process, j) for j in jobs]
        for f in as_completed(futs):
            results.append(f.result())
    man = write_manifest(results)
    print(len(results), len(man))


if __name__ == '__main__':
    main()
