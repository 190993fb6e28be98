// stats.h - rolling-window statistics for the telemetry aggregator
#pragma once
#include <cstddef>
#include <vector>

struct Summary {
    double mean = 0, stddev = 0, skewness = 0, kurtosis = 0, min = 0, max = 0;
    double p50 = 0, p90 = 0, p95 = 0, p99 = 0, p999 = 0;
    std::vector<unsigned> histogram;
    unsigned long refreshes = 0;
};

void compute_moments(const std::vector<double>& xs, Summary& s);
void compute_quantiles(const std::vector<double>& xs, Summary& s);
void compute_histogram(const std::vector<double>& xs, Summary& s, std::size_t bins);
void refresh_stats(const std::vector<double>& window, Summary& s);
