"""asyncio pipeline: two shard workers crunch records in small steps (yielding to the loop
after each record) while four heartbeat tasks publish a status line and then pause.

Before (default): a heartbeat pauses with `await asyncio.sleep(delay)`; the task is parked on
the loop's timer heap and costs nothing while it waits.
After (--spin): `pause_until_deadline` computes a deadline and spins
`while loop.time() < deadline: await asyncio.sleep(0)`, so every waiting heartbeat is
rescheduled on every loop iteration until its deadline passes.
Same records, same heartbeat count and delays on both sides.
"""
import argparse
import asyncio
import hashlib
import random


def digest_record(rec):
    h = hashlib.blake2b(rec, digest_size=16).digest()
    acc = 0
    for b in h * 6:
        acc = (acc * 131 + b) & 0xFFFFFFFF
    return acc


async def crunch_shard(shard, records):
    total = 0
    for rec in records:
        total ^= digest_record(rec)
        await asyncio.sleep(0)  # cooperative yield after each record
    return shard, total


def format_status(name, beat):
    parts = [f"{name}:{beat}"]
    for k in range(40):
        parts.append(f"{k:02d}={(beat * 7919 + k) % 1000:03d}")
    return ",".join(parts)


async def pause_until_deadline(delay, spin):
    loop = asyncio.get_running_loop()
    if not spin:
        await asyncio.sleep(delay)
        return 0
    deadline = loop.time() + delay
    spins = 0
    while loop.time() < deadline:
        await asyncio.sleep(0)
        spins += 1
    return spins


async def heartbeat(name, beats, delay, spin):
    sent = 0
    spins = 0
    for beat in range(beats):
        sent += len(format_status(name, beat))
        spins += await pause_until_deadline(delay, spin)
    return name, sent, spins


async def main_async(args):
    rng = random.Random(args.seed)
    shards = [[rng.randbytes(64) for _ in range(args.records)] for _ in range(2)]
    tasks = [asyncio.create_task(crunch_shard(i, recs)) for i, recs in enumerate(shards)]
    tasks += [asyncio.create_task(heartbeat(f"hb{i}", args.beats, args.delay, args.spin))
              for i in range(4)]
    results = await asyncio.gather(*tasks)
    spins = sum(r[2] for r in results[2:])
    checks = [r[1] for r in results[:2]]
    print(f"spin={args.spin} records={args.records} beats={args.beats} delay={args.delay} "
          f"checks={checks} spins={spins}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--records", type=int, default=60000)
    ap.add_argument("--beats", type=int, default=40)
    ap.add_argument("--delay", type=float, default=0.1)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--spin", action="store_true")
    args = ap.parse_args()
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()
