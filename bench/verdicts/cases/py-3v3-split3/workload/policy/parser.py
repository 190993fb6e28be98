class Node:
    __slots__ = ("op", "args")

    def __init__(self, op, *args):
        self.op, self.args = op, list(args)


class Parser:
    def __init__(self, tokens):
        self.toks = tokens
        self.pos = 0

    def peek(self):
        return self.toks[self.pos] if self.pos < len(self.toks) else None

    def take(self):
        t = self.toks[self.pos]
        self.pos += 1
        return t

    def parse_or(self):
        node = self.parse_and()
        while self.peek() is not None and self.peek().value == "or":
            self.take()
            node = Node("or", node, self.parse_and())
        return node

    def parse_and(self):
        node = self.parse_not()
        while self.peek() is not None and self.peek().value == "and":
            self.take()
            node = Node("and", node, self.parse_not())
        return node

    def parse_not(self):
        if self.peek().value == "not":
            self.take()
            return Node("not", self.parse_not())
        return self.parse_cmp()

    def parse_cmp(self):
        left = self.parse_sum()
        t = self.peek()
        if t is not None and t.kind == "op" and t.value in ("==", ">=", "<=", "!=", ">", "<", "~"):
            self.take()
            return Node(t.value, left, self.parse_sum())
        return left

    def parse_sum(self):
        node = self.parse_atom()
        while self.peek() is not None and self.peek().value == "+":
            self.take()
            node = Node("+", node, self.parse_atom())
        return node

    def parse_atom(self):
        t = self.take()
        if t.value == "(":
            node = self.parse_or()
            self.take()
            return node
        if t.kind == "name":
            return Node("var", t.value)
        return Node("const", t.value)


def parse_rule(tokens):
    return Parser(tokens).parse_or()


DOC_FIELDS = {"subject", "sender", "body", "links", "attachments", "size", "priority", "trusted",
              "score", "distinct", "shingles"}


def validate_names(node, path="rule"):
    """Check every variable against the document schema; returns the node."""
    if node.op == "var":
        if node.args[0] not in DOC_FIELDS:
            raise NameError("%s: unknown field %s" % (path, node.args[0]))
    elif node.op != "const":
        for i, a in enumerate(node.args):
            validate_names(a, "%s/%s[%d]" % (path, node.op, i))
    return node
