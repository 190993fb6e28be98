module invoicer

go 1.26.8
