"""Entry point: run the order-events ETL pipeline over a synthetic feed for N seconds.

usage: python3 run_pipeline.py --seconds 5 [--change none|slow_leaf|split2|rename]
"""
import argparse
import time

from etl import config
from etl.pipeline import build_pipeline


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--change", default="none")
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    config.CHANGE = args.change
    pipe = build_pipeline(seed=args.seed)
    stats = pipe.run(deadline=time.monotonic() + args.seconds)
    print("pipeline: %s (change=%s)" % (stats, args.change))


if __name__ == "__main__":
    main()
