import time

from .http import parse_request, serialize_response


def handle_connection(app, raw):
    req = parse_request(raw)
    resp = app(req)
    return serialize_response(resp)


def serve_forever(app, traffic, deadline):
    served = 0
    sent = 0
    while time.monotonic() < deadline:
        for _ in range(20):
            out = handle_connection(app, traffic.next_raw())
            sent += len(out)
            served += 1
    return served
