module handler
go 1.21
