module eventpipe

go 1.22
