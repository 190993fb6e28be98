module example.com/routecalc

go 1.22
