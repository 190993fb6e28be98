module docpack

go 1.21
