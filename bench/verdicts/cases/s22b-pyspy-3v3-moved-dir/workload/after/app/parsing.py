"""Parsing of combined-log-format lines."""


def parse_query(qs):
    params = {}
    if not qs:
        return params
    for part in qs.split("&"):
        key, sep, value = part.partition("=")
        if not sep:
            continue
        if value.isdigit():
            value = int(value)
        params.setdefault(key, []).append(value)
    return params


def parse_request(req):
    method, _, rest = req.partition(" ")
    target, _, proto = rest.rpartition(" ")
    path, _, qs = target.partition("?")
    return method, path, parse_query(qs), proto


def parse_line(line):
    try:
        head, req, tail = line.split('"')
    except ValueError:
        return None
    ip = head.split(" ", 1)[0]
    ts = head[head.index("[") + 1:head.index("]")]
    method, path, params, proto = parse_request(req)
    status, size, dur = tail.split()
    return {
        "ip": ip, "ts": ts, "method": method, "path": path, "params": params,
        "status": int(status), "size": int(size), "dur": float(dur),
    }
