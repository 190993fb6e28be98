module scrapeagg

go 1.26
