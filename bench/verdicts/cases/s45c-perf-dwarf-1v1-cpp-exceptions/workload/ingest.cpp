// Sensor-reading ingester: parses readings, validates them, aggregates per sensor.
// Build-time switch (build.sh):
//   before: validate_reading() returns a ValidationCode; the caller counts rejects.
//   after (-DVALIDATE_THROWS): validate_reading() throws ValidationError; the caller catches it.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

struct Reading {
    std::string sensor;
    int64_t ts;
    double value;
    int quality;
};

struct SensorStats {
    uint64_t n = 0;
    double sum = 0, min = 1e300, max = -1e300;
    void add(double v) { n++; sum += v; if (v < min) min = v; if (v > max) max = v; }
};

enum class ValidationCode { Ok, BadSensor, OutOfRange, LowQuality, StaleTimestamp };

struct ValidationError : std::runtime_error {
    ValidationCode code;
    ValidationError(ValidationCode c, const std::string &what) : std::runtime_error(what), code(c) {}
};

static uint64_t rng_next(uint64_t &s) {
    s ^= s << 13; s ^= s >> 7; s ^= s << 17;
    return s;
}

// Produces "sensor-XX,ts,value,quality" lines; a few percent are malformed in some way.
static std::vector<std::string> make_lines(uint64_t &seed, size_t n, int64_t t0) {
    std::vector<std::string> lines;
    lines.reserve(n);
    char buf[96];
    for (size_t i = 0; i < n; i++) {
        uint64_t r = rng_next(seed);
        int sensor = (int)(r % 64);
        double value = (double)((r >> 8) % 100000) / 100.0 - 500.0;
        int quality = 10 + (int)((r >> 30) % 90);
        int64_t ts = t0 + (int64_t)i;
        uint64_t fault = (r >> 40) % 1000;
        if (fault < 8) value = 1e7;              // out of range
        else if (fault < 16) quality = 2;        // low quality
        else if (fault < 22) ts = t0 - 100000;   // stale
        if (fault >= 22 && fault < 28) snprintf(buf, sizeof buf, "?bad-%02d,%lld,%.2f,%d", sensor, (long long)ts, value, quality);
        else snprintf(buf, sizeof buf, "sensor-%02d,%lld,%.2f,%d", sensor, (long long)ts, value, quality);
        lines.emplace_back(buf);
    }
    return lines;
}

static bool parse_reading(const std::string &line, Reading &out) {
    size_t a = line.find(',');
    if (a == std::string::npos) return false;
    size_t b = line.find(',', a + 1);
    size_t c = line.find(',', b + 1);
    if (b == std::string::npos || c == std::string::npos) return false;
    out.sensor.assign(line, 0, a);
    out.ts = strtoll(line.c_str() + a + 1, nullptr, 10);
    out.value = strtod(line.c_str() + b + 1, nullptr);
    out.quality = (int)strtol(line.c_str() + c + 1, nullptr, 10);
    return true;
}

#ifndef VALIDATE_THROWS
__attribute__((noinline)) static ValidationCode validate_reading(const Reading &r, int64_t t0) {
    if (r.sensor.compare(0, 7, "sensor-") != 0) return ValidationCode::BadSensor;
    if (!std::isfinite(r.value) || r.value < -1000.0 || r.value > 1000.0) return ValidationCode::OutOfRange;
    if (r.quality < 10) return ValidationCode::LowQuality;
    if (r.ts < t0) return ValidationCode::StaleTimestamp;
    return ValidationCode::Ok;
}
#else
__attribute__((noinline)) static void validate_reading(const Reading &r, int64_t t0) {
    if (r.sensor.compare(0, 7, "sensor-") != 0) throw ValidationError(ValidationCode::BadSensor, "bad sensor id");
    if (!std::isfinite(r.value) || r.value < -1000.0 || r.value > 1000.0)
        throw ValidationError(ValidationCode::OutOfRange, "value out of range");
    if (r.quality < 10) throw ValidationError(ValidationCode::LowQuality, "low quality");
    if (r.ts < t0) throw ValidationError(ValidationCode::StaleTimestamp, "stale timestamp");
}
#endif

struct BatchResult {
    uint64_t accepted = 0;
    uint64_t rejected[5] = {0, 0, 0, 0, 0};
};

// noinline keeps a real frame between main and the validator.
__attribute__((noinline)) static void ingest_batch(const std::vector<std::string> &lines, int64_t t0,
                                                   std::map<std::string, SensorStats> &stats, BatchResult &res) {
    Reading r;
    for (const std::string &line : lines) {
        if (!parse_reading(line, r)) continue;
#ifndef VALIDATE_THROWS
        ValidationCode code = validate_reading(r, t0);
        if (code != ValidationCode::Ok) { res.rejected[(int)code]++; continue; }
#else
        try {
            validate_reading(r, t0);
        } catch (const ValidationError &e) {
            res.rejected[(int)e.code]++;
            continue;
        }
#endif
        stats[r.sensor].add(r.value);
        res.accepted++;
    }
}

static uint64_t digest(const std::map<std::string, SensorStats> &stats, const BatchResult &res) {
    uint64_t h = 1469598103934665603ULL;
    auto mix = [&h](uint64_t v) { h ^= v; h *= 1099511628211ULL; };
    for (const auto &kv : stats) {
        for (char ch : kv.first) mix((unsigned char)ch);
        mix(kv.second.n);
        mix((uint64_t)llround(kv.second.sum * 100));
    }
    mix(res.accepted);
    for (uint64_t x : res.rejected) mix(x);
    return h;
}

// Each batch file is loaded once and re-ingested `passes` times (one per downstream consumer).
int main(int argc, char **argv) {
    int batches = argc > 1 ? atoi(argv[1]) : 10;
    size_t per = argc > 2 ? (size_t)atol(argv[2]) : 20000;
    int passes = argc > 3 ? atoi(argv[3]) : 10;
    uint64_t seed = 0x2545F4914F6CDD1DULL;
    uint64_t acc = 0, rejected = 0, accepted = 0;
    for (int b = 0; b < batches; b++) {
      int64_t t0 = 1700000000LL + (int64_t)b * (int64_t)per;
      std::vector<std::string> lines = make_lines(seed, per, t0);
      for (int p = 0; p < passes; p++) {
        std::map<std::string, SensorStats> stats;
        BatchResult res;
        ingest_batch(lines, t0, stats, res);
        acc = acc * 31 + digest(stats, res);
        accepted += res.accepted;
        for (uint64_t x : res.rejected) rejected += x;
      }
    }
    printf("passes=%d batches=%d per=%zu accepted=%llu rejected=%llu acc=%016llx\n",
           passes, batches, per, (unsigned long long)accepted, (unsigned long long)rejected, (unsigned long long)acc);
    return 0;
}
