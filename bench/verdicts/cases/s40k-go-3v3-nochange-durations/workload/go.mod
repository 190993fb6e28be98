module tilesim

go 1.21
