from . import config

COLUMNS = ("id", "name_ascii", "email", "phone", "region", "amount_eur", "month")


def quote_field(value):
    s = str(value)
    if any(c in s for c in ',"\n'):
        s = '"' + s.replace('"', '""') + '"'
    return s


def escape_field(value):
    s = str(value)
    if any(c in s for c in ',"\n'):
        s = '"' + s.replace('"', '""') + '"'
    return s


def encode_row(rec):
    if config.CHANGE == "rename":
        return ",".join(escape_field(rec[c]) for c in COLUMNS)
    return ",".join(quote_field(rec[c]) for c in COLUMNS)


class BufferSink:
    def __init__(self):
        self.chunks = []
        self.bytes = 0

    def write_batch(self, batch):
        out = "\n".join(encode_row(r) for r in batch)
        self.bytes += len(out)
        self.chunks.append(out)
        if len(self.chunks) > 64:
            self.chunks.clear()
