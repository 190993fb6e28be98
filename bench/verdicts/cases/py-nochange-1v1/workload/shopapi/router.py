import re


class Router:
    def __init__(self):
        self.routes = []

    def add(self, method, pattern, view):
        rx = re.compile("^" + re.sub(r"<(\w+)>", r"(?P<\1>[^/]+)", pattern) + "$")
        self.routes.append((method, rx, view))

    def dispatch(self, req):
        for method, rx, view in self.routes:
            if method != req.method:
                continue
            m = rx.match(req.path)
            if m:
                return view(req, **m.groupdict())
        from .http import Response
        return Response(404, "not found")
