# Which code change is active; set once by run_shop.py before the app is built.
CHANGE = "none"
