module wcafter

go 1.26.8
