"""Short report job: heavy-ish imports (networkx, jinja2, jsonschema) followed by ~1 s of work.
Only --seed changes between runs; the amount and kind of work are fixed."""
import argparse
import random
import time

T0 = time.perf_counter()
import networkx as nx          # noqa: E402  (startup cost is part of the case)
import jinja2                  # noqa: E402
import jsonschema              # noqa: E402
T_IMPORT = time.perf_counter() - T0

SCHEMA = {
    "type": "object",
    "properties": {
        "id": {"type": "integer", "minimum": 0},
        "name": {"type": "string", "minLength": 1},
        "tags": {"type": "array", "items": {"type": "string"}},
        "score": {"type": "number"},
    },
    "required": ["id", "name", "tags", "score"],
}

TEMPLATE = """{% for r in rows %}{{ r.id }}\t{{ r.name|upper }}\t{{ r.tags|join(',') }}\t{{ '%.3f'|format(r.score) }}
{% endfor %}"""


def build_graph(rng, n=1500, m=6000):
    g = nx.gnm_random_graph(n, m, seed=rng.randrange(1 << 30))
    for u, v in g.edges:
        g.edges[u, v]["w"] = rng.random()
    return g


def graph_stats(g):
    src = 0
    dist = nx.single_source_dijkstra_path_length(g, src, weight="w")
    cl = nx.clustering(g)
    core = nx.core_number(g)
    return sum(dist.values()), sum(cl.values()) + max(core.values())


def make_rows(rng, k=3000):
    return [{"id": i, "name": "item%d" % rng.randrange(10**6),
             "tags": [rng.choice("abcdefgh") for _ in range(4)], "score": rng.random()} for i in range(k)]


def validate_rows(rows):
    v = jsonschema.Draft7Validator(SCHEMA)
    return sum(1 for r in rows if v.is_valid(r))


def render_rows(rows):
    env = jinja2.Environment()
    return env.from_string(TEMPLATE).render(rows=rows)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    t1 = time.perf_counter()
    g = build_graph(rng)
    d, p = graph_stats(g)
    rows = make_rows(rng)
    ok = validate_rows(rows)
    out = render_rows(rows)
    print("seed=%d import=%.2fs work=%.2fs dist=%.1f graph=%.5f valid=%d out=%d" % (
        a.seed, T_IMPORT, time.perf_counter() - t1, d, p, ok, len(out)))


if __name__ == "__main__":
    main()
