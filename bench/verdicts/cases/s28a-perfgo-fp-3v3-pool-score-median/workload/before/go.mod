module pool

go 1.22
