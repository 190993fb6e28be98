import asyncio, sys

PASSES = 2  # before: 1

def tokenize(line):
    for _ in range(PASSES):
        toks = []
        cur = []
        for ch in line:
            if ch.isalnum():
                cur.append(ch.lower())
            elif cur:
                toks.append("".join(cur)); cur = []
        if cur:
            toks.append("".join(cur))
    return toks

def checksum(toks):
    h = 0
    for t in toks:
        for ch in t:
            h = (h * 131 + ord(ch)) & 0xFFFFFFFF
    return h

def make_line(i):
    words = ["alpha", "Beta", "gamma42", "delta", "EPS", "zeta-9", "eta", "theta"]
    return " ".join(words[(i * k + 3) % len(words)] + str(i % 97) for k in range(1, 9)) + "."

async def producer(q, n):
    for i in range(n):
        await q.put(make_line(i))
        if i % 4 == 0:
            await asyncio.sleep(0)
    await q.put(None)

async def tokenizer(qin, qout):
    while True:
        line = await qin.get()
        if line is None:
            await qout.put(None); return
        toks = tokenize(line)
        await qout.put(toks)

async def scorer(qin, out):
    total = 0
    while True:
        toks = await qin.get()
        if toks is None:
            out.append(total); return
        total += checksum(toks)
        await asyncio.sleep(0)

async def ticker(stop):
    n = 0
    while not stop:
        s = 0
        for i in range(300):
            s += i * i % 7
        n += 1
        await asyncio.sleep(0)

async def pipeline(n, out):
    q1 = asyncio.Queue(maxsize=16); q2 = asyncio.Queue(maxsize=16)
    await asyncio.gather(producer(q1, n), tokenizer(q1, q2), scorer(q2, out))

async def main(n, pipes):
    out = []
    stop = []
    t = asyncio.create_task(ticker(stop))
    await asyncio.gather(*(pipeline(n, out) for _ in range(pipes)))
    stop.append(1)
    await t
    print(len(out), sum(out) & 0xFFFF)

if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 6000, 6))
