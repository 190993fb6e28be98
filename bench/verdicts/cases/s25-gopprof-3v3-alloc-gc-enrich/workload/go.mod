module eventagg

go 1.19
