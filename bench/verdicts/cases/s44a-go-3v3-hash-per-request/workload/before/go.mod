module orders

go 1.19
