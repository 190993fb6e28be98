module example.com/eventgraph

go 1.22
