module s47c/logpipe

go 1.26
