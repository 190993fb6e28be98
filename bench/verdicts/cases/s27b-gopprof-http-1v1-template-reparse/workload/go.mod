module s27b/httpcase

go 1.22
