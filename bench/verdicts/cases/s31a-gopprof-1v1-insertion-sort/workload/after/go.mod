module rankd

go 1.21
