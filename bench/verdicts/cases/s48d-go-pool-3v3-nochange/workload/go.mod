module poolbench

go 1.26
