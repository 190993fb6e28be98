"""Three-stage toy pipeline: checksum_block, tokenize_block, histogram_block.
Each stage does a fixed number of inner iterations per block.
--tokenize-work=1.4 makes tokenize_block do 40% more inner iterations (the 'after' variant)."""
import argparse, random

def checksum_block(data, iters):
    h = 0
    for _ in range(iters):
        for b in data:
            h = (h * 131 + b) & 0xFFFFFFFF
    return h

def tokenize_block(data, iters):
    n = 0
    for _ in range(iters):
        word = 0
        for b in data:
            if b < 40:
                if word: n += 1
                word = 0
            else:
                word += 1
    return n

def histogram_block(data, iters):
    hist = [0] * 256
    for _ in range(iters):
        for b in data:
            hist[b] += 1
    return max(hist)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--blocks", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tokenize-work", type=float, default=1.0)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    cs_iters, hist_iters = 8, 20
    tok_iters = int(round(20 * a.tokenize_work))   # 20 before, 28 after (+40%)
    acc = 0
    for _ in range(a.blocks):
        data = rng.randbytes(4096)
        acc ^= checksum_block(data, cs_iters)
        acc ^= tokenize_block(data, tok_iters)
        acc ^= histogram_block(data, hist_iters)
    print("acc", acc, "tok_iters", tok_iters)

if __name__ == "__main__":
    main()
