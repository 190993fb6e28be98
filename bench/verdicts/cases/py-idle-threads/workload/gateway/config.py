# Which code change is active; set once by run_gateway.py.
CHANGE = "none"
CLIENTS = 6
TENANTS = 64
SIGNERS = 2
