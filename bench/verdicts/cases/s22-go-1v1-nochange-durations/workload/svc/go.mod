module svc

go 1.22
