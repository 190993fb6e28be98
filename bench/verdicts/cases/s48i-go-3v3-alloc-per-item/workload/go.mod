module ingest

go 1.22
