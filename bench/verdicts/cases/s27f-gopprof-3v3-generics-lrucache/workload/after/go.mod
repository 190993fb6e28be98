module lrudemo

go 1.22
