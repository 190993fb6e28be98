"""Build a product catalog index: parse CSV-ish rows, slugify titles, group by category.

Fixed amount of work (deterministic input), so a slower helper makes the run longer.
"""
import random

N_ROWS = 30_000
WORDS = ["Deluxe", "Steel", "Kettle", "Garden", "Hose", "Ultra", "Compact", "Lamp",
         "Wireless", "Mouse", "Organic", "Coffee", "Beans", "Travel", "Mug", "Pro",
         "Café", "Crème", "Über", "Déjà", "Tool-Kit", "2000", "XL", "Mini"]
CATEGORIES = ["kitchen", "garden", "office", "outdoor", "food", "tools", "lighting"]


def make_rows(n, seed=7):
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 6)))
        price = rng.randint(100, 99999) / 100
        rows.append(f"{i};{title};{rng.choice(CATEGORIES)};{price:.2f}")
    return rows


_SLUG_TABLE = str.maketrans({"é": "e", "è": "e", "ü": "u", "à": "a", "Ü": "u", "É": "e"})


def slugify(title):
    # fast path: translate + split/join
    t = title.translate(_SLUG_TABLE).lower()
    return "-".join(t.replace("-", " ").split())


def parse_row(line):
    ident, title, cat, price = line.split(";")
    return int(ident), title, cat, float(price)


def build_index(rows):
    index = {}
    for line in rows:
        ident, title, cat, price = parse_row(line)
        slug = slugify(title)
        bucket = index.setdefault(cat, {})
        bucket[f"{slug}-{ident}"] = price
    return index


def summarize(index):
    out = {}
    for cat, items in index.items():
        prices = sorted(items.values())
        out[cat] = (len(prices), prices[len(prices) // 2])
    return out


def main():
    total = 0
    rows = make_rows(N_ROWS)
    for _ in range(3):
        index = build_index(rows)
        total += sum(n for n, _ in summarize(index).values())
    print("indexed", total)


if __name__ == "__main__":
    main()
