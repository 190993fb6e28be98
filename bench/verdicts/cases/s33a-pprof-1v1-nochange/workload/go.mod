module logagg

go 1.21
