module plus25

go 1.21
