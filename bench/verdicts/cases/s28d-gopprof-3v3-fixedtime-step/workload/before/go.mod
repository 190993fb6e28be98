module checkout

go 1.22
