def eval_node(node, doc):
    op = node.op
    if op == "const":
        return node.args[0]
    if op == "var":
        return doc[node.args[0]]
    if op == "and":
        for a in node.args:
            if not eval_node(a, doc):
                return False
        return True
    if op == "or":
        for a in node.args:
            if eval_node(a, doc):
                return True
        return False
    if op == "not":
        return not eval_node(node.args[0], doc)
    left = eval_node(node.args[0], doc)
    right = eval_node(node.args[1], doc)
    if op == "~":
        return right in left.lower()
    if op == ">":
        return left > right
    if op == "<":
        return left < right
    if op == ">=":
        return left >= right
    if op == "<=":
        return left <= right
    if op == "==":
        return left == right
    if op == "!=":
        return left != right
    if op == "+":
        return left + right
    raise ValueError(op)
