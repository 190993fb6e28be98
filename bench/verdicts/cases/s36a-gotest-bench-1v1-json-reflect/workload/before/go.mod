module example.com/ingest

go 1.22
