module orderledger

go 1.22
