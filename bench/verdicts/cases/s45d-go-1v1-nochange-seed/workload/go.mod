module routeplan

go 1.22
