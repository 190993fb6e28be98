module example.com/tallybench

go 1.22
