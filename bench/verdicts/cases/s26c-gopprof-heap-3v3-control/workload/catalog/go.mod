module catalog

go 1.26
