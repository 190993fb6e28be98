"""Report generator. argv[1] = 'before' | 'after'.

main loop: for each of ROUNDS records, load_record() + index_record() do fixed work;
summarise() is called once every SUMMARISE_EVERY records. summarise() itself calls two
unchanged callees: tally_groups() (~80% of its time) and format_line() (~20%).
In 'after', summarise() is called 5x as often (every 10 records instead of every 50).
Nothing else changes.
"""
import sys

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"
ROUNDS = 20000
SUMMARISE_EVERY = 10 if VARIANT == "after" else 50
DATA = list(range(300))


def load_record(i):
    s = 0
    for k in DATA:
        s = (s + k * i) % 65521
    return s


def index_record(i, v):
    t = v
    for k in DATA:
        t = (t ^ (k + i)) * 3 % 99991
    return t


def tally_groups(state):
    g = [0] * 16
    for _ in range(4):
        for k in DATA:
            g[(k * state) & 15] += k
    return g


def format_line(groups):
    out = 0
    for x in groups * 18:
        out = (out * 7 + x) % 1000003
    return out


def summarise(state):
    g = tally_groups(state)
    return format_line(g)


def main():
    acc = 0
    for i in range(ROUNDS):
        v = load_record(i)
        acc ^= index_record(i, v)
        if i % SUMMARISE_EVERY == 0:
            acc ^= summarise(acc)
    print(VARIANT, "acc", acc)


if __name__ == "__main__":
    main()
