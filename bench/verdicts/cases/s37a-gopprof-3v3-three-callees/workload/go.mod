module indexer

go 1.21
