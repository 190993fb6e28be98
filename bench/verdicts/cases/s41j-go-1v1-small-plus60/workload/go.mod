module example.com/invindex

go 1.21
