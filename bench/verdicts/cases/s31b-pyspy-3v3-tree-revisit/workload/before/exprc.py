"""Tiny expression compiler: tokenize -> parse (recursive descent) -> Sethi-Ullman
register labelling (recursive tree walk) -> emit stack-machine code -> run it on
a few variable bindings. Processes a few thousand generated expressions."""
import random, sys

N_EXPR = int(sys.argv[1]) if len(sys.argv) > 1 else 3000

class Node:
    __slots__ = ("op", "left", "right", "value", "need")
    def __init__(self, op, left=None, right=None, value=None):
        self.op, self.left, self.right, self.value, self.need = op, left, right, value, 0

def gen_expr(rng, depth):
    if depth == 0 or rng.random() < 0.15:
        return rng.choice(["x", "y", "z", str(rng.randint(1, 9))])
    op = rng.choice("+-*")
    return "(" + gen_expr(rng, depth - 1) + " " + op + " " + gen_expr(rng, depth - 1) + ")"

def tokenize(s):
    toks, i = [], 0
    while i < len(s):
        c = s[i]
        if c == " ":
            i += 1
        elif c.isdigit():
            j = i
            while j < len(s) and s[j].isdigit():
                j += 1
            toks.append(s[i:j]); i = j
        else:
            toks.append(c); i += 1
    return toks

def parse(toks, pos=0):
    t = toks[pos]
    if t == "(":
        left, pos = parse(toks, pos + 1)
        op = toks[pos]
        right, pos = parse(toks, pos + 1)
        return Node(op, left, right), pos + 1          # skip ")"
    if t.isdigit():
        return Node("num", value=int(t)), pos + 1
    return Node("var", value=t), pos + 1

def label(node):
    """Sethi-Ullman: registers needed to evaluate node without spilling."""
    if node.op in ("num", "var"):
        node.need = 1
        return 1
    l = label(node.left)
    r = label(node.right)
    node.need = l + 1 if l == r else max(l, r)
    return node.need

def emit(node, code):
    if node.op == "num":
        code.append(("push", node.value)); return
    if node.op == "var":
        code.append(("load", node.value)); return
    # evaluate the more demanding subtree first
    if node.right.need > node.left.need:
        emit(node.right, code); emit(node.left, code); code.append(("swap", None))
    else:
        emit(node.left, code); emit(node.right, code)
    code.append((node.op, None))

def run(code, env):
    st = []
    for op, arg in code:
        if op == "push":
            st.append(arg)
        elif op == "load":
            st.append(env[arg])
        elif op == "swap":
            st[-1], st[-2] = st[-2], st[-1]
        else:
            b = st.pop(); a = st.pop()
            st.append((a + b if op == "+" else a - b if op == "-" else a * b) % 1000003)
    return st[0]

def compile_and_check(src, envs):
    tree, _ = parse(tokenize(src))
    regs = label(tree)
    code = []
    emit(tree, code)
    acc = regs
    for env in envs:
        acc = (acc * 31 + run(code, env)) % 1000003
    return acc

def main():
    rng = random.Random(42)
    envs = [{"x": i, "y": 2 * i + 1, "z": i * i % 17} for i in range(10)]
    total = 0
    for k in range(N_EXPR):
        src = gen_expr(rng, 5)
        total = (total + compile_and_check(src, envs)) % 1000003
    print("checksum", total)

if __name__ == "__main__":
    main()
