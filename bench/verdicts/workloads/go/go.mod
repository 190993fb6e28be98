module ingest

go 1.19
