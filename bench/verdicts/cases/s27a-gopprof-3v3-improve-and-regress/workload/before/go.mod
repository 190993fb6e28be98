module telemetry

go 1.22
