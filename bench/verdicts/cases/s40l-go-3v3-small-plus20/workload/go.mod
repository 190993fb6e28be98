module warehouse

go 1.21
