module checker

go 1.22
