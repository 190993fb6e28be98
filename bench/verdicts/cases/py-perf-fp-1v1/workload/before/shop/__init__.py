"""shop: a batch order-processing job (ingest, validate, price, aggregate, report)."""
