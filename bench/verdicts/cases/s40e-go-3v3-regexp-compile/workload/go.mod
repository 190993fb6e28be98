module example.com/logstats

go 1.22
