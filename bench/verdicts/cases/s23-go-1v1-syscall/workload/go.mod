module reqsim

go 1.26
