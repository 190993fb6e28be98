module quotesvc

go 1.21
