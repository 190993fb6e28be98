module logpool

go 1.22
