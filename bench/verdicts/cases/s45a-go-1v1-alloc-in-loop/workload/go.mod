module tagstats

go 1.22
