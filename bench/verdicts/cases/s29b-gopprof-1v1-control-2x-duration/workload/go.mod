module logroll

go 1.22
