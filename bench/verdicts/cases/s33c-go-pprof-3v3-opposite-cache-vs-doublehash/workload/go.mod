module billing

go 1.22
