"""Writes the deterministic order-lines input file used by both builds."""
import random
import sys

REGIONS = ["north", "south", "east", "west", "central", "islands"]
SKUS = [f"SKU-{i:05d}" for i in range(400)]
CURRENCIES = ["EUR", "GBP", "SEK", "USD"]


def main(path, n, seed=1234):
    rng = random.Random(seed)
    with open(path, "w") as f:
        for i in range(n):
            f.write(",".join([
                str(i), rng.choice(REGIONS), rng.choice(SKUS), str(rng.randint(1, 40)),
                f"{rng.uniform(0.5, 250.0):.2f}", rng.choice(CURRENCIES),
                f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
            ]) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
