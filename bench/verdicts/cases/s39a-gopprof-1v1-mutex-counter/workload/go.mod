module mutexcounter

go 1.22
