module sessionize

go 1.22
