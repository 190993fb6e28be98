module sessionagg

go 1.19
