module example.com/routeplan

go 1.19
