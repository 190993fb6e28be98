module zscore

go 1.22
