module example.com/hitcount

go 1.22
