module wcbefore

go 1.26.8
