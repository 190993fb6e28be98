module worker

go 1.22
