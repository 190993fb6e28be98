module s34c/pipeline

go 1.22
