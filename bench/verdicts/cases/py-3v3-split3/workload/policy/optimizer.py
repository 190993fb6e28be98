from .parser import Node

COST = {"const": 0, "var": 1, "~": 8}


def fold_constants(node):
    if node.op in ("const", "var"):
        return node
    node.args = [fold_constants(a) for a in node.args]
    if all(a.op == "const" for a in node.args):
        vals = [a.args[0] for a in node.args]
        if node.op == "+":
            return Node("const", vals[0] + vals[1])
        if node.op == "==":
            return Node("const", vals[0] == vals[1])
    return node


def flatten(node):
    if node.op in ("const", "var"):
        return node
    args = [flatten(a) for a in node.args]
    if node.op in ("and", "or"):
        flat = []
        for a in args:
            flat.extend(a.args if a.op == node.op else [a])
        args = flat
    node.args = args
    return node


def cost(node):
    if node.op in ("const", "var"):
        return COST[node.op]
    return COST.get(node.op, 2) + sum(cost(a) for a in node.args)


def order_by_cost(node):
    if node.op in ("and", "or"):
        node.args = sorted((order_by_cost(a) for a in node.args), key=cost)
    return node


def optimize(node):
    return order_by_cost(flatten(fold_constants(node)))
