module scorer

go 1.22
