module s47c/routeplan

go 1.26
