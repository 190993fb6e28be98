module recfmt

go 1.22
