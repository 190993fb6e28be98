module orderprice

go 1.22
