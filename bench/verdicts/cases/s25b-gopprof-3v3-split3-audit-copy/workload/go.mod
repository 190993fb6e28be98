module eventexport

go 1.21
