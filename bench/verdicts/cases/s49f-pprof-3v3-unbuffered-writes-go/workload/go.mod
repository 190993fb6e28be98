module ledger

go 1.22
