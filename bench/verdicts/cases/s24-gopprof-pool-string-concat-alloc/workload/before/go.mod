module metricsagg

go 1.21
