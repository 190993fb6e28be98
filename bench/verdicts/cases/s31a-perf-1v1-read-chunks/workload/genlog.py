# deterministic access-log generator: python3 genlog.py OUT MEGABYTES
import random, sys
random.seed(31)
out, mb = sys.argv[1], int(sys.argv[2])
paths = ["/api/v1/users/%d" % i for i in range(500)] + ["/static/app.%d.js" % i for i in range(50)] + ["/health"]
methods = ["GET", "GET", "GET", "POST", "PUT", "DELETE"]
statuses = [200] * 40 + [201, 204, 301, 304, 400, 401, 403, 404, 404, 500, 502, 503]
target = mb * 1024 * 1024
with open(out, "w") as f:
    n = 0
    chunk = []
    while n < target:
        line = "10.%d.%d.%d %s %s%s %d %d\n" % (random.randrange(256), random.randrange(256), random.randrange(256),
            random.choice(methods), random.choice(paths), "?page=%d" % random.randrange(100) if random.random() < .3 else "",
            random.choice(statuses), random.randrange(100, 90000))
        chunk.append(line); n += len(line)
        if len(chunk) > 10000:
            f.write("".join(chunk)); chunk = []
    f.write("".join(chunk))
