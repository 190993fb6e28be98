module example.com/allocmix

go 1.22
