module s39c/opposite

go 1.22
