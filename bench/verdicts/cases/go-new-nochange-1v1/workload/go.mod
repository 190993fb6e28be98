module ordersvc

go 1.26
