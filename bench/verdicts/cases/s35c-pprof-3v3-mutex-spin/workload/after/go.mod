module tally

go 1.26
