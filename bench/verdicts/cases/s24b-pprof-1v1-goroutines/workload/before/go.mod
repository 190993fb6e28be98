module metricsd

go 1.21
