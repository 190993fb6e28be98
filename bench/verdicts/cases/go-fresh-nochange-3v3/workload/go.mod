module freshledger

go 1.22
