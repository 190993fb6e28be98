module gcchurn

go 1.21
