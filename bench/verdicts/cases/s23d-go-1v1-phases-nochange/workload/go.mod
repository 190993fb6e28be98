module clickagg

go 1.22
