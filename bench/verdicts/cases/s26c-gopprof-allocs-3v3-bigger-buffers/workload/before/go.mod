module ingest

go 1.26
