module eventagg

go 1.22
