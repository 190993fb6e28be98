module priceb

go 1.26.8
