module s37e/logjob

go 1.22
