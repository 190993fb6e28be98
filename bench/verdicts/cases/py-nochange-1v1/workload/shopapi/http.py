from urllib.parse import parse_qsl


class Request:
    __slots__ = ("method", "path", "query", "headers", "body", "ctx")

    def __init__(self, method, path, query, headers, body):
        self.method, self.path, self.query, self.headers, self.body = method, path, query, headers, body
        self.ctx = {}


class Response:
    __slots__ = ("status", "headers", "body")

    def __init__(self, status=200, body="", headers=None):
        self.status, self.body, self.headers = status, body, headers or {}


def parse_request(raw):
    head, _, body = raw.partition("\r\n\r\n")
    lines = head.split("\r\n")
    method, target, _ = lines[0].split(" ")
    path, _, qs = target.partition("?")
    headers = {}
    for line in lines[1:]:
        k, _, v = line.partition(": ")
        headers[k.lower()] = v
    return Request(method, path, dict(parse_qsl(qs)), headers, body)


def serialize_response(resp):
    out = ["HTTP/1.1 %d OK" % resp.status]
    for k, v in resp.headers.items():
        out.append("%s: %s" % (k, v))
    out.append("")
    out.append(resp.body)
    return "\r\n".join(out)
