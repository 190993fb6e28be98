"""orgchart: allocation-heavy batch job. Each epoch builds an org tree of small
objects with parent back-references (reference cycles), attaches ticket records
(dicts / tuples / lists), rolls up per-department stats, renders a summary, then
drops the tree and forces a full gc.collect() (the cycles are only freed by the
cyclic collector). Usage: python3 orgchart.py EPOCHS"""
import gc
import random
import sys
import hashlib


class Employee:
    def __init__(self, eid, name, dept, manager):
        self.eid = eid
        self.name = name
        self.dept = dept
        self.manager = manager          # back-reference -> cycle
        self.reports = []
        self.tickets = []
        self.tags = set()


class Ticket:
    __slots__ = ("tid", "owner", "prio", "labels", "history")

    def __init__(self, tid, owner, prio, labels):
        self.tid = tid
        self.owner = owner              # back-reference -> cycle
        self.prio = prio
        self.labels = labels
        self.history = []


DEPTS = ["eng", "ops", "sales", "support", "finance", "legal", "hr", "research"]
LABELS = ["bug", "infra", "billing", "access", "urgent", "docs", "followup", "vendor"]
SYLL = ["ka", "ro", "mi", "te", "su", "la", "no", "vi", "de", "an"]


def make_name(rng):
    return "".join(rng.choice(SYLL) for _ in range(rng.randint(2, 4))).title()


def build_tree(rng, n):
    root = Employee(0, "Root", "exec", None)
    people = [root]
    for eid in range(1, n):
        mgr = people[rng.randrange(max(0, len(people) - 50), len(people))] if rng.random() < 0.7 else rng.choice(people)
        e = Employee(eid, make_name(rng), rng.choice(DEPTS), mgr)
        e.tags.update(rng.sample(LABELS, 2))
        mgr.reports.append(e)
        people.append(e)
    return root, people


def attach_tickets(rng, people, per_person):
    tid = 0
    for p in people:
        for _ in range(rng.randint(0, per_person)):
            t = Ticket(tid, p, rng.randint(1, 4), tuple(rng.sample(LABELS, rng.randint(1, 3))))
            for step in range(rng.randint(1, 5)):
                t.history.append({"step": step, "by": p.eid, "state": ("open", "triage", "wip", "done")[step % 4]})
            p.tickets.append(t)
            tid += 1
    return tid


def rollup(node, acc):
    stack = [node]
    while stack:
        e = stack.pop()
        d = acc.setdefault(e.dept, {"people": 0, "tickets": 0, "prio": 0, "labels": {}})
        d["people"] += 1
        for t in e.tickets:
            d["tickets"] += 1
            d["prio"] += t.prio
            for lb in t.labels:
                d["labels"][lb] = d["labels"].get(lb, 0) + 1
        stack.extend(e.reports)
    return acc


def span_depth(people):
    depth = {}
    best = 0
    for e in people:
        d = 0 if e.manager is None else depth[e.manager.eid] + 1
        depth[e.eid] = d
        best = max(best, d)
    return best


def render(acc, depth):
    lines = []
    for dept in sorted(acc):
        d = acc[dept]
        top = sorted(d["labels"].items(), key=lambda kv: (-kv[1], kv[0]))[:3]
        lines.append("%-8s people=%5d tickets=%6d avgprio=%.2f top=%s" % (
            dept, d["people"], d["tickets"], d["prio"] / max(1, d["tickets"]), ",".join(k for k, _ in top)))
    lines.append("depth=%d" % depth)
    return "\n".join(lines)


def epoch(seed, n):
    rng = random.Random(seed)
    root, people = build_tree(rng, n)
    attach_tickets(rng, people, 6)
    acc = rollup(root, {})
    text = render(acc, span_depth(people))
    return hashlib.sha1(text.encode()).hexdigest()[:10]


def main():
    epochs = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    gc.set_threshold(5000, 20, 20)
    digest = hashlib.sha1()
    freed = 0
    for i in range(epochs):
        digest.update(epoch(i, 6000).encode())
        freed += gc.collect()          # the tree is cyclic garbage now
    print("epochs=%d freed=%d digest=%s" % (epochs, freed, digest.hexdigest()[:10]))


if __name__ == "__main__":
    main()
