module s39c/control

go 1.22
