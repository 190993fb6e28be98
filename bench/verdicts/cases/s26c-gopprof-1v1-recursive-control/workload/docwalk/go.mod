module docwalk

go 1.26
