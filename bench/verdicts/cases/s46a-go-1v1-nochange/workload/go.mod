module invindex

go 1.21
