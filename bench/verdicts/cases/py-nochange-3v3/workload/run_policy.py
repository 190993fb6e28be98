"""Entry point: classify a synthetic document stream with the policy engine for N seconds.

usage: python3 run_policy.py --seconds 5 [--change none|split3]
"""
import argparse
import time

from policy import config
from policy.engine import PolicyEngine
from policy.docs import document_stream
from policy.rules import RULE_SOURCES, TENANT_OVERRIDES


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--change", default="none")
    ap.add_argument("--seed", type=int, default=3)
    args = ap.parse_args()
    config.CHANGE = args.change
    engine = PolicyEngine(RULE_SOURCES, TENANT_OVERRIDES)
    counts = engine.run(document_stream(args.seed), deadline=time.monotonic() + args.seconds)
    print("classified %d documents (change=%s)" % (sum(counts.values()), args.change))


if __name__ == "__main__":
    main()
