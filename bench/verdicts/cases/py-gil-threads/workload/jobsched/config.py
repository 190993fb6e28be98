# Which code change is active; set once by run_scheduler.py.
CHANGE = "none"
POOL_SIZE = 3
TICK = 0.002           # scheduler tick (s)
