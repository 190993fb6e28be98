"""Entry point: drive the shop API with a synthetic request stream for N seconds.

usage: python3 run_shop.py --seconds 5 [--change none|new_tower|opposite]
"""
import argparse
import time

from shopapi import config
from shopapi.app import build_app
from shopapi.server import serve_forever
from shopapi.traffic import TrafficGenerator


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--change", default="none")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    config.CHANGE = args.change
    app = build_app(seed=args.seed)
    traffic = TrafficGenerator(seed=args.seed)
    served = serve_forever(app, traffic, deadline=time.monotonic() + args.seconds)
    print(f"served {served} requests (change={args.change})")


if __name__ == "__main__":
    main()
