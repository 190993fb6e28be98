"""treewalk: scores random decision trees by walking them recursively, plus unrelated bookkeeping.

Each round builds a forest of mostly-chain trees whose depth varies between 10 and 40, walks every
tree recursively (walk -> walk -> ...), calling score() at each node, and then does unrelated work:
formats a report (render_report) and tallies words of a synthetic log (tally_log).
Usage: python3 treewalk.py ROUNDS TREES
"""
import random
import sys


class Node:
    __slots__ = ("feats", "weight", "children", "label")

    def __init__(self, feats, weight, label):
        self.feats = feats
        self.weight = weight
        self.children = []
        self.label = label


def build_tree(rng, depth_limit, depth=0):
    node = Node([rng.random() for _ in range(8)], rng.uniform(0.5, 1.5), "n%d" % rng.randrange(1000))
    if depth < depth_limit:
        node.children.append(build_tree(rng, depth_limit, depth + 1))
        if depth < 6 and rng.random() < 0.25:
            node.children.append(build_tree(rng, min(depth_limit, depth + 4), depth + 1))
    return node


def score(node, depth):
    s = 0.0
    for i, f in enumerate(node.feats):
        s += f * node.weight / (1 + i + depth * 0.01)
    # second pass: penalise spread around the mean feature value
    mean = s / len(node.feats)
    for i, f in enumerate(node.feats):
        s -= abs(f * node.weight - mean) / (8 + i + depth * 0.01)
    return s


def walk(node, depth, acc):
    acc[0] += score(node, depth)
    acc[1] = max(acc[1], depth)
    for child in node.children:
        walk(child, depth + 1, acc)


def render_report(results):
    lines = []
    for i, (total, maxdepth) in enumerate(results):
        lines.append("tree %05d total=%10.4f depth=%2d %s" % (i, total, maxdepth, "#" * (maxdepth // 4)))
    return "\n".join(lines)


def tally_log(rng, n):
    words = ["alpha", "beta", "gamma", "delta", "omega", "sigma", "kappa", "theta"]
    counts = {}
    for _ in range(n):
        line = " ".join(rng.choice(words) for _ in range(6))
        for w in line.split():
            counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    ntrees = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    rng = random.Random(2026)
    checksum = 0.0
    for r in range(rounds):
        forest = [build_tree(rng, rng.randint(10, 40)) for _ in range(ntrees)]
        results = []
        for _ in range(3):
            for tree in forest:
                acc = [0.0, 0]
                walk(tree, 0, acc)
                results.append((acc[0], acc[1]))
        report = render_report(results)
        top = tally_log(rng, 3000)
        checksum += sum(t for t, _ in results) + len(report) + top[0][1]
    print("rounds=%d trees=%d checksum=%.6f" % (rounds, ntrees, checksum))


if __name__ == "__main__":
    main()
