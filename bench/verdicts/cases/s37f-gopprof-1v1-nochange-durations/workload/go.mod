module s37f/ledger

go 1.22
