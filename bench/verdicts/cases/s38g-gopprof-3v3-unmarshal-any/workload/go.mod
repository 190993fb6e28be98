module recdecode

go 1.22
