module tally

go 1.22
