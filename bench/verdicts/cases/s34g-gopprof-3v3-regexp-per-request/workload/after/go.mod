module ordersvc

go 1.22
