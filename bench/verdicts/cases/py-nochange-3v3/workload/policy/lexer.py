KEYWORDS = {"and", "or", "not"}
OPS = ("==", ">=", "<=", "!=", ">", "<", "~", "+", "(", ")")


class Token:
    __slots__ = ("kind", "value")

    def __init__(self, kind, value):
        self.kind, self.value = kind, value


def tokenize(text):
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif c == '"':
            j = text.index('"', i + 1)
            out.append(Token("str", text[i + 1:j]))
            i = j + 1
        elif c.isdigit():
            j = i
            while j < n and text[j].isdigit():
                j += 1
            out.append(Token("num", int(text[i:j])))
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < n and (text[j].isalnum() or text[j] in "_."):
                j += 1
            word = text[i:j]
            out.append(Token("kw" if word in KEYWORDS else "name", word))
            i = j
        else:
            for op in OPS:
                if text.startswith(op, i):
                    out.append(Token("op", op))
                    i += len(op)
                    break
            else:
                raise SyntaxError("bad char %r" % c)
    return out
