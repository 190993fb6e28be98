module example.com/tilecalc

go 1.22
