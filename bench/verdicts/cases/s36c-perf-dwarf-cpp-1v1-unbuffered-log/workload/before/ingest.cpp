// Record ingester: parses fixed-width text records, hashes their payload,
// aggregates per shard and writes one audit line per record.
#include "logger.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

static std::string make_input(size_t n, uint64_t seed) {
    std::string s;
    s.reserve(n * 96);
    uint64_t x = seed;
    char line[128];
    for (size_t i = 0; i < n; ++i) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        int len = std::snprintf(line, sizeof line, "%012llu|%03u|%010.3f|",
                                (unsigned long long)(x % 1000000000000ULL), (unsigned)(x >> 40) % 64,
                                (double)(x % 10000000) / 7.0);
        s.append(line, len);
        for (int k = 0; k < 48; ++k) s.push_back('a' + (char)((x >> (k % 60)) % 26));
        s.push_back('\n');
    }
    return s;
}

static uint64_t hash_payload(const char* p, size_t n) {
    uint64_t h = 1469598103934665603ULL;
    for (int round = 0; round < 32; ++round)
        for (size_t i = 0; i < n; ++i) { h ^= (unsigned char)p[i] + round; h *= 1099511628211ULL; }
    return h;
}

static bool parse_record(const char* line, size_t len, Record& r) {
    if (len < 40) return false;
    char* end;
    r.id = std::strtoull(line, &end, 10);
    if (*end != '|') return false;
    r.shard = (uint32_t)std::strtoul(end + 1, &end, 10);
    if (*end != '|') return false;
    r.value = std::strtod(end + 1, &end);
    if (*end != '|') return false;
    const char* payload = end + 1;
    r.digest = hash_payload(payload, line + len - payload);
    return true;
}

int main(int argc, char** argv) {
    size_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 200000;
    int passes = argc > 2 ? std::atoi(argv[2]) : 3;
    const char* logpath = argc > 3 ? argv[3] : "/tmp/ingest-audit.log";
    std::string input = make_input(n, 0x9E3779B97F4A7C15ULL);
    AuditLog log(logpath);
    std::vector<double> shard_sum(64, 0.0);
    uint64_t ok = 0, x = 0;
    for (int pass = 0; pass < passes; ++pass) {
        const char* p = input.data();
        const char* e = p + input.size();
        while (p < e) {
            const char* nl = (const char*)std::memchr(p, '\n', e - p);
            Record r;
            if (parse_record(p, nl - p, r)) {
                shard_sum[r.shard % 64] += r.value;
                x ^= r.digest;
                log.log_record(r);
                ++ok;
            }
            p = nl + 1;
        }
    }
    std::printf("records=%llu lines=%llu x=%016llx s0=%.3f\n", (unsigned long long)ok,
                (unsigned long long)log.lines(), (unsigned long long)x, shard_sum[0]);
    return 0;
}
