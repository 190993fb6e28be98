module orderexport

go 1.22
