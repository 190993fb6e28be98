module s39e/gowork

go 1.22
