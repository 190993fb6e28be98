module routeplan

go 1.20
