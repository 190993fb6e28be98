module s34c/server

go 1.22
