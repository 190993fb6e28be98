module s40g/ledger

go 1.22
