module stmtgen

go 1.22
