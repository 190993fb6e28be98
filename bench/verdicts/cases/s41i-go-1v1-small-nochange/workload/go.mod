module inventory

go 1.22
