module pricecache

go 1.26
