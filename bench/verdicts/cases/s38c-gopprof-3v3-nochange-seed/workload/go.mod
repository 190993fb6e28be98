module s38c/wordstats

go 1.22
