module catalog

go 1.22
