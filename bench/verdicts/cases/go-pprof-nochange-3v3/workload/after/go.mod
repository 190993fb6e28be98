module logsvc

go 1.22
