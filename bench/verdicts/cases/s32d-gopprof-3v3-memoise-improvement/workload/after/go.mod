module quote

go 1.22
