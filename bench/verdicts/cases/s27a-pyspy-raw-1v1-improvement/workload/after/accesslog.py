"""Summarise a synthetic web-server access log.

Generates a deterministic log in memory, parses every line, classifies the
client's user agent, aggregates per-endpoint statistics and prints a report.
"""
import random
import re
import sys
from collections import defaultdict
from datetime import datetime

AGENT_RULES = [
    # (pattern applied to the lower-cased user agent, client class); first match wins
    (r"googlebot/\d", "crawler"), (r"bingbot/\d", "crawler"), (r"yandexbot/\d", "crawler"),
    (r"duckduckbot/\d", "crawler"), (r"baiduspider", "crawler"), (r"applebot/\d", "crawler"),
    (r"ahrefsbot/\d", "crawler"), (r"semrushbot", "crawler"), (r"mj12bot/v?\d", "crawler"),
    (r"petalbot", "crawler"), (r"bytespider", "crawler"), (r"amazonbot/\d", "crawler"),
    (r"gptbot/\d", "crawler"), (r"seznambot/\d", "crawler"), (r"dotbot/\d", "crawler"),
    (r"sogou web spider", "crawler"), (r"yisouspider", "crawler"), (r"exabot", "crawler"),
    (r"facebookexternalhit/\d", "preview"), (r"twitterbot/\d", "preview"),
    (r"slackbot(-linkexpanding)?", "preview"), (r"discordbot", "preview"), (r"telegrambot", "preview"),
    (r"whatsapp/\d", "preview"), (r"linkedinbot/\d", "preview"), (r"^curl/\d", "tool"),
    (r"^wget/\d", "tool"), (r"python-requests/\d", "tool"), (r"go-http-client/\d", "tool"),
    (r"^okhttp/\d", "tool"), (r"^httpie/\d", "tool"), (r"postmanruntime/\d", "tool"),
    (r"^java/\d", "tool"), (r"libwww-perl/\d", "tool"), (r"\(iphone;", "mobile"),
    (r"\(ipad;", "tablet"), (r"android \d+", "mobile"), (r"windows phone \d", "mobile"),
    (r"edg/\d+", "edge"), (r"opr/\d+", "opera"), (r"firefox/\d+", "firefox"),
    (r"chrome/\d+", "chrome"), (r"version/\d+.*safari/\d+", "safari"),
]

PATHS = ["/", "/login", "/logout", "/api/v1/items", "/api/v1/items/{id}",
         "/api/v1/users/{id}", "/static/app.js", "/static/app.css", "/search",
         "/cart", "/checkout", "/api/v1/orders", "/healthz", "/feed.xml"]
AGENTS = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
    "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "curl/8.4.0",
    "python-requests/2.31.0",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "okhttp/4.12.0",
]


def generate(n, seed=7):
    rng = random.Random(seed)
    out = []
    for i in range(n):
        ip = "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
        path = rng.choice(PATHS).replace("{id}", str(rng.randrange(1, 5000)))
        method = "POST" if path in ("/login", "/checkout", "/api/v1/orders") else "GET"
        status = rng.choice((200, 200, 200, 200, 304, 301, 404, 500))
        size = rng.randrange(0, 60000)
        ts = "%02d/%s/2024:%02d:%02d:%02d +0000" % (
            1 + i % 28, "Mar", rng.randrange(24), rng.randrange(60), rng.randrange(60))
        rt = rng.random() * 0.8
        out.append('%s - - [%s] "%s %s HTTP/1.1" %d %d "-" "%s" %.4f' % (
            ip, ts, method, path, status, size, rng.choice(AGENTS), rt))
    return out


def parse_line(line):
    host, rest = line.split(" - - [", 1)
    ts, rest = rest.split("] \"", 1)
    request, rest = rest.split("\" ", 1)
    method, path, _proto = request.split(" ")
    status, size, rest = rest.split(" ", 2)
    _ref, agent, rt = rest.rsplit("\"", 2)[0], rest.split("\"")[3], rest.rsplit(" ", 1)[1]
    return host, ts, method, path, int(status), int(size), agent, float(rt)


def parse_timestamp(ts):
    return datetime.strptime(ts, "%d/%b/%Y:%H:%M:%S %z")


def route_of(path):
    parts = path.split("/")
    return "/".join("{id}" if p.isdigit() else p for p in parts)


_COMPILED_RULES = [(re.compile(pattern), kind) for pattern, kind in AGENT_RULES]


def classify_agent(agent):
    """Return the client class: first matching rule wins, in rule order."""
    low = agent.lower()
    for pattern, kind in _COMPILED_RULES:
        if pattern.search(low):
            return kind
    return "other"


def summarise(lines):
    per_route = defaultdict(lambda: [0, 0, 0.0, 0])
    per_kind = defaultdict(int)
    per_hour = defaultdict(int)
    for line in lines:
        host, ts, method, path, status, size, agent, rt = parse_line(line)
        stamp = parse_timestamp(ts)
        kind = classify_agent(agent)
        per_kind[kind] += 1
        per_hour[stamp.hour] += 1
        rec = per_route[(method, route_of(path))]
        rec[0] += 1
        rec[1] += size
        rec[2] += rt
        if status >= 500:
            rec[3] += 1
    return per_route, per_kind, per_hour


def report(per_route, per_kind, per_hour):
    rows = []
    for (method, route), (n, size, rt, errors) in sorted(per_route.items()):
        rows.append("%-6s %-22s %8d %12d %8.4f %6d" % (method, route, n, size, rt / n, errors))
    rows.append("")
    for kind, n in sorted(per_kind.items(), key=lambda kv: -kv[1]):
        rows.append("%-10s %8d" % (kind, n))
    rows.append("busiest hour: %02d" % max(per_hour, key=per_hour.get))
    return "\n".join(rows)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    lines = generate(n)
    for _ in range(rounds):
        text = report(*summarise(lines))
    print(text)


if __name__ == "__main__":
    main()
