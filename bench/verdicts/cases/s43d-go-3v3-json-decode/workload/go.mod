module orderstats

go 1.22
