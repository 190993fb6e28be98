// Order-risk scorer: loads a synthetic batch of orders, scores each against a
// shared, immutable Config (rule weights/thresholds), and aggregates results.
// Build with -DCFG_BY_VALUE to make the hot scoring path take
// std::shared_ptr<Config> by value (a refcount copy per call) instead of by
// const reference. Output is identical either way.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>
#include <vector>
#include <algorithm>
#include <cmath>

struct Config {
    std::vector<double> field_weight;   // per field
    std::vector<double> field_cap;      // per field
    double threshold;
    std::string name;
};

#ifdef CFG_BY_VALUE
using CfgArg = std::shared_ptr<Config>;          // after: copied per call
#else
using CfgArg = const std::shared_ptr<Config>&;   // before: borrowed
#endif

constexpr int kFields = 12;

struct Order {
    uint32_t id;
    uint32_t customer;
    float fields[kFields];
};

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static inline uint64_t next_rand() {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

std::vector<Order> load_orders(size_t n) {
    std::vector<Order> v(n);
    for (size_t i = 0; i < n; ++i) {
        v[i].id = (uint32_t)i;
        v[i].customer = (uint32_t)(next_rand() % 5000);
        for (int f = 0; f < kFields; ++f)
            v[i].fields[f] = (float)((next_rand() % 10000) / 100.0);
    }
    return v;
}

std::shared_ptr<Config> make_config() {
    auto c = std::make_shared<Config>();
    for (int f = 0; f < kFields; ++f) {
        c->field_weight.push_back(0.5 + 0.1 * f);
        c->field_cap.push_back(40.0 + 3.0 * f);
    }
    c->threshold = 310.0;
    c->name = "default-risk-v3";
    return c;
}

__attribute__((noinline))
double field_weight(CfgArg cfg, int f, float value) {
    double w = cfg->field_weight[f];
    double cap = cfg->field_cap[f];
    double x = value > cap ? cap + (value - cap) * 0.25 : value;
    return w * x;
}

__attribute__((noinline))
double score_order(const Order& o, CfgArg cfg) {
    double s = 0;
    for (int f = 0; f < kFields; ++f)
        s += field_weight(cfg, f, o.fields[f]);
    if (o.customer % 7 == 0) s *= 1.1;
    return s;
}

struct Stats { uint64_t flagged = 0, invalid = 0; double total = 0, entropy = 0; uint64_t hist[16] = {}; uint64_t bucket[16] = {}; };

// Sanity checks on the raw fields (independent of the config).
__attribute__((noinline))
bool validate_order(const Order& o, Stats& st) {
    double e = 0;
    for (int f = 0; f < kFields; ++f) {
        float v = o.fields[f];
        if (!(v >= 0.0f) || v > 1e6f) return false;
        e += std::log1p((double)v) * std::sqrt((double)v + f);
    }
    st.entropy += e;
    return true;
}

__attribute__((noinline))
uint64_t customer_bucket(const Order& o) {
    uint64_t h = 1469598103934665603ull;
    const unsigned char* p = reinterpret_cast<const unsigned char*>(&o);
    for (size_t i = 0; i < sizeof(Order); ++i) { h ^= p[i]; h *= 1099511628211ull; }
    return h & 15;
}

__attribute__((noinline))
void record_result(Stats& st, double s, double threshold) {
    st.total += s;
    if (s > threshold) st.flagged++;
    int b = std::min(15, (int)(s / 40.0));
    st.hist[b]++;
}

__attribute__((noinline))
void score_batch(const std::vector<Order>& orders, const std::shared_ptr<Config>& cfg, Stats& st) {
    for (const Order& o : orders) {
        if (!validate_order(o, st)) { st.invalid++; continue; }
        st.bucket[customer_bucket(o)]++;
        double s = score_order(o, cfg);
        record_result(st, s, cfg->threshold);
    }
}

__attribute__((noinline))
Stats run_pipeline(const std::vector<Order>& orders, const std::shared_ptr<Config>& cfg, int passes) {
    Stats st;
    for (int p = 0; p < passes; ++p) score_batch(orders, cfg, st);
    return st;
}

int main(int argc, char** argv) {
    size_t n = argc > 1 ? strtoul(argv[1], 0, 10) : 200000;
    int passes = argc > 2 ? atoi(argv[2]) : 20;
    auto orders = load_orders(n);
    auto cfg = make_config();
    Stats st;
    // scoring runs on a worker thread (the service's scoring pool of one)
    std::thread worker([&] { st = run_pipeline(orders, cfg, passes); });
    worker.join();
    printf("config=%s orders=%zu passes=%d flagged=%llu invalid=%llu entropy=%.1f total=%.3f hist0=%llu hist15=%llu bucket3=%llu\n",
           cfg->name.c_str(), n, passes, (unsigned long long)st.flagged, (unsigned long long)st.invalid, st.entropy, st.total,
           (unsigned long long)st.hist[0], (unsigned long long)st.hist[15], (unsigned long long)st.bucket[3]);
    return 0;
}
