module steadyloop

go 1.21
