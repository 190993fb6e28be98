module orders

go 1.26
