module example.com/orderpipe

go 1.22
