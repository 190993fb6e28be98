module ingest

go 1.26.8
