module example.com/ordersctl

go 1.22
