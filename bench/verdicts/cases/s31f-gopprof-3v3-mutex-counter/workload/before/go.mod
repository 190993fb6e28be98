module scanner

go 1.26.8
