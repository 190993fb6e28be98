"""Entry point: run the asyncio notification gateway against simulated clients for N seconds.

usage: python3 run_gateway.py --seconds 5 [--change none|spin]
"""
import argparse
import asyncio

from gateway import config
from gateway.service import Gateway


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--change", default="none")
    ap.add_argument("--seed", type=int, default=9)
    args = ap.parse_args()
    config.CHANGE = args.change
    stats = asyncio.run(Gateway(seed=args.seed).run_for(args.seconds))
    print("gateway: %s (change=%s)" % (stats, args.change))


if __name__ == "__main__":
    main()
