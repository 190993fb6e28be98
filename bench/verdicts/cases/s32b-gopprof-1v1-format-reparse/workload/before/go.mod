module report

go 1.22
