"""Three named worker threads doing different pure-Python work on one
deterministic input; the main thread joins them and prints a summary."""
import random
import sys
import threading

def make_input(seed=1234, n=60000):
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        name = "".join(rng.choice("abcdefghijklmnop") for _ in range(rng.randint(4, 10)))
        rows.append(f"{i},{name},{rng.randint(0, 99999)},{rng.random():.6f}")
    return rows

# ---- parser thread -------------------------------------------------------
def split_fields(line):
    out, cur = [], []
    for ch in line:
        if ch == ",":
            out.append("".join(cur)); cur = []
        else:
            cur.append(ch)
    out.append("".join(cur))
    return out

def convert_record(fields):
    return {"id": int(fields[0]), "name": fields[1], "qty": int(fields[2]), "w": float(fields[3])}

def parse_rows(rows, passes, result):
    total = 0
    for _ in range(passes):
        for line in rows:
            rec = convert_record(split_fields(line))
            total += rec["qty"]
    result["parse"] = total

# ---- hasher thread -------------------------------------------------------
def mix32(h, b):
    h ^= b
    h = (h * 16777619) & 0xFFFFFFFF
    return h

def fnv_hash(s):
    h = 2166136261
    for ch in s:
        h = mix32(h, ord(ch))
    return h

def hash_rows(rows, passes, result):
    acc = 0
    for _ in range(passes):
        for line in rows:
            acc = (acc * 31 + fnv_hash(line)) & 0xFFFFFFFFFFFF
    result["hash"] = acc

# ---- sorter thread -------------------------------------------------------
def insertion_sort(block):
    for i in range(1, len(block)):
        key = block[i]
        j = i - 1
        while j >= 0 and block[j] > key:
            block[j + 1] = block[j]
            j -= 1
        block[j + 1] = key
    return block

def merge(a, b):
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            out.append(a[i]); i += 1
        else:
            out.append(b[j]); j += 1
    out.extend(a[i:]); out.extend(b[j:])
    return out

def merge_sort(keys, block=32):
    runs = [insertion_sort(keys[i:i + block]) for i in range(0, len(keys), block)]
    while len(runs) > 1:
        runs = [merge(runs[k], runs[k + 1]) if k + 1 < len(runs) else runs[k]
                for k in range(0, len(runs), 2)]
    return runs[0] if runs else []

def sort_rows(rows, passes, result):
    keys = [int(line.split(",")[2]) for line in rows]
    s = None
    for _ in range(passes):
        s = merge_sort(list(keys))
    result["sort"] = (s[0], s[-1], s[len(s) // 2])

def main():
    passes = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    rows = make_input()
    result = {}
    threads = [
        threading.Thread(target=parse_rows, args=(rows, passes, result), name="parser"),
        threading.Thread(target=hash_rows, args=(rows, passes, result), name="hasher"),
        threading.Thread(target=sort_rows, args=(rows, passes, result), name="sorter"),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print(result["parse"], result["hash"], result["sort"])

if __name__ == "__main__":
    main()
