module allocgc

go 1.22
