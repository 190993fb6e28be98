module s41g/orders

go 1.22
