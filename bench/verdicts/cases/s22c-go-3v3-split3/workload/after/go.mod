module gw

go 1.26.8
