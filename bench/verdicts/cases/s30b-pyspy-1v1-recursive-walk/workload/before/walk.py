"""Directory-tree style report: build a random tree, walk it recursively to
collect per-node stats, then summarise the stats (non-recursive)."""
import random
import sys
import time

sys.setrecursionlimit(10000)


class Node:
    __slots__ = ("name", "size", "children")

    def __init__(self, name, size):
        self.name = name
        self.size = size
        self.children = []


def build(rng, depth, max_depth, name):
    node = Node(name, rng.randint(1, 4096))
    if depth < max_depth:
        for i in range(rng.randint(0, 4)):
            node.children.append(build(rng, depth + 1, max_depth, f"{name[:8]}{i}"))
    return node


def walk(node, depth, out):
    # per-node work: total size of subtree, record (depth, size)
    total = node.size
    for child in node.children:
        total += walk(child, depth + 1, out)
    out.append((depth, total, node.name))
    return total


def summarise(stats):
    by_depth = {}
    for depth, total, name in stats:
        by_depth.setdefault(depth, []).append(total)
    report = []
    for depth in sorted(by_depth):
        sizes = sorted(by_depth[depth])
        report.append((depth, len(sizes), sizes[len(sizes) // 2], sizes[-1]))
    return report


def flatten(node, out):
    out.append(node)
    for child in node.children:
        flatten(child, out)
    return out


def touch(rng, nodes, count):
    # simulate files changing size between two reports
    for _ in range(count):
        node = nodes[rng.randrange(len(nodes))]
        node.size = rng.randint(1, 4096)


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    rng = random.Random(42)
    root = Node("root", 1)
    for i in range(8):
        root.children.append(build(rng, 1, 11, f"d{i}"))
    nodes = flatten(root, [])
    deadline = time.time() + seconds
    rounds = 0
    while time.time() < deadline:
        touch(rng, nodes, 3000)
        stats = []
        walk(root, 0, stats)
        summarise(stats)
        rounds += 1
    print("nodes", len(nodes), "rounds", rounds)


if __name__ == "__main__":
    main()
