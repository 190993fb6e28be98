module telemetryexport

go 1.22
