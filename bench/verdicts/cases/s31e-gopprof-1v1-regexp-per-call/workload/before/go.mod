module logproc

go 1.22
