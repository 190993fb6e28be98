module loglines

go 1.21
