module logparse

go 1.26.8
