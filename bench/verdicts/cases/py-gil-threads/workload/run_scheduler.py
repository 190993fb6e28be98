"""Entry point: run the job scheduler (a timer loop feeding a worker thread pool) for N seconds.

usage: python3 run_scheduler.py --seconds 5 [--change none|gil|slow_worker]
"""
import argparse
import time

from jobsched import config
from jobsched.service import SchedulerService


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--change", default="none")
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    config.CHANGE = args.change
    svc = SchedulerService(seed=args.seed)
    stats = svc.run_for(args.seconds)
    print("scheduler: %s (change=%s)" % (stats, args.change))


if __name__ == "__main__":
    main()
