# Which code change is active; set once by run_pipeline.py.
CHANGE = "none"
BATCH_SIZE = 64
CHECKPOINT_EVERY = 25      # batches between checkpoints
