import asyncio
import random
import time
from concurrent.futures import ThreadPoolExecutor

from . import config
from .store import UserStore, sign_payload
from .templates import build_payload, render_message


PRIORITIES = ("urgent", "normal", "bulk")


class Gateway:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.store = UserStore(self.rng)
        self.inbox = asyncio.Queue()
        # prepared notifications, by delivery priority
        # prepared notifications, one queue per (priority, tenant) for fair delivery
        self.outboxes = {(prio, t): asyncio.Queue() for prio in PRIORITIES for t in range(config.TENANTS)}
        self.rr = 0
        self.outbox_ready = asyncio.Event()
        self.delivered = 0
        self.handled = 0
        self.batches = 0
        self.stopping = False

    # --- producers -------------------------------------------------------
    async def client(self, cid):
        rng = random.Random(cid)
        while not self.stopping:
            kind = rng.choice(["order_shipped", "password_reset", "digest"])
            await self.inbox.put((rng.randrange(500), kind, rng.randrange(10**6)))
            await asyncio.sleep(rng.uniform(0.004, 0.012))

    # --- request path ----------------------------------------------------
    async def prepare_notification(self, uid, kind, ref):
        user = await self.store.fetch_user(uid)
        params = {"name": user["name"], "order": "A%07d" % ref, "carrier": "DHL",
                  "url": "https://t.example/%d" % ref, "code": "%06d" % (ref % 999999),
                  "mins": 15, "count": ref % 40, "folder": "Inbox"}
        text = render_message(kind, params)
        payload = build_payload(user, kind, text)
        if kind == "password_reset":
            loop = asyncio.get_running_loop()
            sig = await loop.run_in_executor(None, sign_payload, payload)
            payload += sig
        return payload

    async def handle_request(self, uid, kind, ref):
        payload = await self.prepare_notification(uid, kind, ref)
        prio = "urgent" if kind == "password_reset" else "bulk" if kind == "digest" else "normal"
        self.outboxes[(prio, uid % config.TENANTS)].put_nowait(payload)
        self.outbox_ready.set()
        self.handled += 1

    async def dispatcher(self):
        while not self.stopping:
            uid, kind, ref = await self.inbox.get()
            asyncio.create_task(self.handle_request(uid, kind, ref))

    # --- delivery --------------------------------------------------------
    def deliver(self, batch):
        size = sum(len(p) for p in batch)
        self.delivered += len(batch)
        self.batches += 1
        return size

    def take_next(self):
        """The next prepared notification, highest priority first, or None."""
        n = config.TENANTS
        self.rr = (self.rr + 1) % n
        for prio in PRIORITIES:
            for k in range(n):
                q = self.outboxes[(prio, (self.rr + k) % n)]
                if q.qsize():
                    return q.get_nowait()
        return None

    async def drain_outbox(self):
        """Move prepared notifications from the outboxes to the delivery batcher."""
        batch = []
        last_flush = time.monotonic()
        while not self.stopping:
            item = self.take_next()
            if item is None:
                if batch and time.monotonic() - last_flush > 0.02:
                    self.deliver(batch)
                    batch, last_flush = [], time.monotonic()
                if config.CHANGE == "spin":
                    # polls the outboxes instead of waiting for the event: the loop never sleeps
                    await asyncio.sleep(0)
                else:
                    self.outbox_ready.clear()
                    try:
                        await asyncio.wait_for(self.outbox_ready.wait(), 0.02)
                    except asyncio.TimeoutError:
                        pass
                continue
            batch.append(item)
            if len(batch) >= 8:
                self.deliver(batch)
                batch, last_flush = [], time.monotonic()

    async def run_for(self, seconds):
        # blocking signing work runs on a small dedicated pool
        asyncio.get_running_loop().set_default_executor(
            ThreadPoolExecutor(max_workers=config.SIGNERS, thread_name_prefix="signer"))
        tasks = [asyncio.create_task(self.client(i)) for i in range(config.CLIENTS)]
        tasks.append(asyncio.create_task(self.dispatcher()))
        tasks.append(asyncio.create_task(self.drain_outbox()))
        await asyncio.sleep(seconds)
        self.stopping = True
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        return {"handled": self.handled, "delivered": self.delivered, "batches": self.batches}
