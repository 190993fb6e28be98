module evagg
go 1.22
