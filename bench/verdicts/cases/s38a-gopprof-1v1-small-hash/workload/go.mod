module kvagg

go 1.22
