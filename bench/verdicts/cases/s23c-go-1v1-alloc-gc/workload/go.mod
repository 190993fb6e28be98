module metricsagg

go 1.22
