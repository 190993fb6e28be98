# Which code change is active; set once by run_policy.py.
CHANGE = "none"
RELOAD_EVERY = 20   # documents between tenant-rule revalidations
