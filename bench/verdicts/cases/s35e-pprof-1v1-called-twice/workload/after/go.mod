module eventexport

go 1.26
