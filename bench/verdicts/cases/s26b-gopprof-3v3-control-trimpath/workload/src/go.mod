module example.com/crunch

go 1.22
