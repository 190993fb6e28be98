module accesslog

go 1.22
