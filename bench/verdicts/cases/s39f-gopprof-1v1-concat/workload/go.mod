module s39f/concat

go 1.26
