module pricea

go 1.26.8
