module example.com/jobpool

go 1.22
