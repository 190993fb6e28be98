#!/usr/bin/env python3
"""Tiny spreadsheet formula engine: tokenize -> parse -> fold -> evaluate -> render.

Usage: formulas.py [N_FORMULAS] [ROUNDS]
Set FORMULA_TRACE=1 to build the tracing variant (debug logging in evaluate).
"""
import collections
import logging
import math
import os
import random
import re
import sys

log = logging.getLogger("formulas.eval")
log.setLevel(logging.INFO)          # debug disabled in production
TRACE = os.environ.get("FORMULA_TRACE") == "1"
EVAL_COUNTS = collections.Counter()
MAX_DEPTH = 64

TOKEN_RE = re.compile(r"\s*(?:(\d+\.\d*|\d+)|([A-Z][0-9]+)|([a-z]+)|(.))")
FUNCS = {"min": min, "max": max, "abs": abs, "sqrt": lambda x: math.sqrt(abs(x)),
         "sum": lambda *a: sum(a)}


def tokenize(text):
    out = []
    for num, ref, name, op in TOKEN_RE.findall(text):
        if num:
            out.append(("num", float(num)))
        elif ref:
            out.append(("ref", ref))
        elif name:
            out.append(("name", name))
        elif op.strip():
            out.append(("op", op))
    out.append(("end", None))
    return out


class Parser:
    def __init__(self, tokens):
        self.toks = tokens
        self.i = 0

    def peek(self):
        return self.toks[self.i]

    def take(self):
        t = self.toks[self.i]
        self.i += 1
        return t

    def parse_expr(self):
        node = self.parse_term()
        while self.peek() in (("op", "+"), ("op", "-")):
            op = self.take()[1]
            node = (op, node, self.parse_term())
        return node

    def parse_term(self):
        node = self.parse_factor()
        while self.peek() in (("op", "*"), ("op", "/")):
            op = self.take()[1]
            node = (op, node, self.parse_factor())
        return node

    def parse_factor(self):
        kind, val = self.take()
        if kind == "num":
            return ("num", val)
        if kind == "ref":
            return ("ref", val)
        if kind == "name":
            self.take()  # (
            args = [self.parse_expr()]
            while self.peek() == ("op", ","):
                self.take()
                args.append(self.parse_expr())
            self.take()  # )
            return ("call", val, tuple(args))
        if (kind, val) == ("op", "("):
            node = self.parse_expr()
            self.take()
            return node
        if (kind, val) == ("op", "-"):
            return ("neg", self.parse_factor())
        raise SyntaxError(f"unexpected {kind} {val!r}")


def fold(node):
    """Constant folding, recursive."""
    tag = node[0]
    if tag in ("num", "ref"):
        return node
    if tag == "neg":
        inner = fold(node[1])
        return ("num", -inner[1]) if inner[0] == "num" else ("neg", inner)
    if tag == "call":
        return ("call", node[1], tuple(fold(a) for a in node[2]))
    left, right = fold(node[1]), fold(node[2])
    if left[0] == "num" and right[0] == "num" and not (tag == "/" and right[1] == 0):
        return ("num", apply_op(tag, left[1], right[1]))
    return (tag, left, right)


def apply_op(op, a, b):
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    return a / b if b else 0.0


def evaluate(node, cells, depth=0):
    """Recursive evaluator; the hot per-node path."""
    tag = node[0]
    if TRACE:
        EVAL_COUNTS[tag] += 1
        if depth > MAX_DEPTH:
            raise RecursionError(f"formula nested deeper than {MAX_DEPTH}")
        log.debug("eval depth=%d tag=%s", depth, tag)
    if tag == "num":
        return node[1]
    if tag == "ref":
        return cells.get(node[1], 0.0)
    if tag == "neg":
        return -evaluate(node[1], cells, depth + 1)
    if tag == "call":
        args = [evaluate(a, cells, depth + 1) for a in node[2]]
        return FUNCS[node[1]](*args)
    return apply_op(tag, evaluate(node[1], cells, depth + 1),
                    evaluate(node[2], cells, depth + 1))


def render(node):
    tag = node[0]
    if tag == "num":
        return f"{node[1]:g}"
    if tag == "ref":
        return node[1]
    if tag == "neg":
        return "-" + render(node[1])
    if tag == "call":
        return node[1] + "(" + ", ".join(render(a) for a in node[2]) + ")"
    return "(" + render(node[1]) + " " + tag + " " + render(node[2]) + ")"


def random_formula(rng, depth):
    if depth <= 0 or rng.random() < 0.15:
        r = rng.random()
        if r < 0.45:
            return f"{rng.choice('ABCDEFGH')}{rng.randint(1, 40)}"
        return str(rng.randint(1, 99)) if r < 0.8 else f"{rng.uniform(0, 10):.2f}"
    r = rng.random()
    if r < 0.12:
        fn = rng.choice(list(FUNCS))
        n = 1 if fn in ("abs", "sqrt") else rng.randint(2, 3)
        return fn + "(" + ", ".join(random_formula(rng, depth - 1) for _ in range(n)) + ")"
    if r < 0.18:
        return "-(" + random_formula(rng, depth - 1) + ")"
    op = rng.choice("+-*/")
    return "(" + random_formula(rng, depth - 1) + " " + op + " " + random_formula(rng, depth - 1) + ")"


def make_sheet(rng):
    return {f"{c}{i}": rng.uniform(-50, 50) for c in "ABCDEFGH" for i in range(1, 41)}


def digest(values):
    acc = 0
    for v in values:
        acc = (acc * 31 + int(v * 1000) if math.isfinite(v) else acc * 31) & 0xFFFFFFFF
    return acc


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 900
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    rng = random.Random(42)
    texts = [random_formula(rng, 9) for _ in range(n)]
    trees = [fold(Parser(tokenize(t)).parse_expr()) for t in texts]
    rendered = 0
    results = []
    for r in range(rounds):
        cells = make_sheet(rng)
        # recalc: every formula evaluated against a fresh sheet, twice (what-if)
        vals = [evaluate(t, cells) for t in trees]
        for k, v in list(cells.items())[:40]:
            cells[k] = v * 1.01
        vals2 = [evaluate(t, cells) for t in trees]
        results.append(digest(vals) ^ digest(vals2))
        if r % 6 == 0:   # periodic re-parse + render (formula bar refresh)
            trees = [fold(Parser(tokenize(t)).parse_expr()) for t in texts]
            rendered += sum(len(render(t)) for t in trees)
    print(f"formulas={n} rounds={rounds} rendered={rendered} digest={digest(results):08x}")


if __name__ == "__main__":
    main()
