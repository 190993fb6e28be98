// stats.cpp - summary statistics over the current window
#include "stats.h"

#include <algorithm>
#include <cmath>

void compute_moments(const std::vector<double>& xs, Summary& s)
{
    double sum = 0;
    double lo = xs.front(), hi = xs.front();
    for (double x : xs) {
        sum += x;
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    double n = static_cast<double>(xs.size());
    s.mean = sum / n;
    s.min = lo;
    s.max = hi;

    // second pass for the central moments (numerically nicer than sum of squares)
    double m2 = 0, m3 = 0, m4 = 0;
    for (double x : xs) {
        double d = x - s.mean;
        m2 += d * d;
        m3 += std::pow(d, 3);
        m4 += std::pow(d, 4);
    }
    m2 /= n; m3 /= n; m4 /= n;
    s.stddev = std::sqrt(m2);
    s.skewness = m2 > 0 ? m3 / std::pow(m2, 1.5) : 0;
    s.kurtosis = m2 > 0 ? m4 / (m2 * m2) - 3.0 : 0;
}

void compute_quantiles(const std::vector<double>& xs, Summary& s)
{
    std::vector<double> tmp(xs);
    auto at = [&](double q) {
        auto k = static_cast<std::size_t>(q * static_cast<double>(tmp.size() - 1));
        std::nth_element(tmp.begin(), tmp.begin() + static_cast<long>(k), tmp.end());
        return tmp[k];
    };
    s.p50 = at(0.50);
    s.p90 = at(0.90);
    s.p95 = at(0.95);
    s.p99 = at(0.99);
    s.p999 = at(0.999);
}

void compute_histogram(const std::vector<double>& xs, Summary& s, std::size_t bins)
{
    // log-scaled buckets between min and max, like a latency histogram
    s.histogram.assign(bins, 0);
    double span = std::log1p(s.max - s.min);
    if (span <= 0) span = 1;
    for (double x : xs) {
        auto b = static_cast<std::size_t>(std::log1p(x - s.min) / span * static_cast<double>(bins));
        if (b >= bins) b = bins - 1;
        s.histogram[b]++;
    }
}

void refresh_stats(const std::vector<double>& window, Summary& s)
{
    if (window.empty()) return;
    compute_moments(window, s);
    compute_quantiles(window, s);
    compute_histogram(window, s, 64);
    s.refreshes++;
}
