module rankjob

go 1.22
