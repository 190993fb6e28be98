module salesagg

go 1.22
