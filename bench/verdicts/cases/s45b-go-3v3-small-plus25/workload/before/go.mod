module sensorjob

go 1.26.8
