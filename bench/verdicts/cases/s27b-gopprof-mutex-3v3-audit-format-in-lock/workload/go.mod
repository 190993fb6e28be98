module s27b/mutexcase

go 1.22
