// main.cpp - telemetry aggregator: three sensor feeds push readings into a
// rolling window; a dashboard summary (mean/stddev/quantiles/histogram) is
// refreshed as data arrives.
#include "stats.h"

#include <cmath>
#include <cstdio>
#include <deque>
#include <random>

namespace {

constexpr int kFeeds = 3;
constexpr int kBatches = 2500;
constexpr int kReadingsPerFeed = 2000;
constexpr std::size_t kWindow = 4096;

struct Feed {
    std::mt19937_64 rng;
    std::normal_distribution<double> noise{0.0, 1.0};
    double level;
    double smoothed = 0;
    unsigned long spikes = 0;
};

// Generate one batch of readings for a feed, smooth them and flag spikes.
void ingest(Feed& f, std::deque<double>& recent, std::vector<double>& window)
{
    for (int i = 0; i < kReadingsPerFeed; i++) {
        double raw = f.level + 4.0 * f.noise(f.rng) + 2.0 * std::sin(0.01 * static_cast<double>(i));
        f.smoothed = 0.9 * f.smoothed + 0.1 * raw;
        if (std::fabs(raw - f.smoothed) > 9.0) f.spikes++;
        double v = std::fabs(raw);
        recent.push_back(v);
        if (recent.size() > kWindow) recent.pop_front();
    }
    window.assign(recent.begin(), recent.end());
}

}  // namespace

int main()
{
    Feed feeds[kFeeds] = {
        {std::mt19937_64(11), {}, 50.0},
        {std::mt19937_64(22), {}, 80.0},
        {std::mt19937_64(33), {}, 20.0},
    };
    std::deque<double> recent;
    std::vector<double> window;
    Summary summary;
    double checksum = 0;

    for (int batch = 0; batch < kBatches; batch++) {
        for (auto& f : feeds)
            ingest(f, recent, window);
        refresh_stats(window, summary);
        checksum += summary.p95 + summary.mean;
    }

    unsigned long spikes = 0;
    for (auto& f : feeds) spikes += f.spikes;
    std::printf("refreshes=%lu spikes=%lu p50=%.3f p99=%.3f checksum=%.6f\n",
                summary.refreshes, spikes, summary.p50, summary.p99, checksum);
    return 0;
}
