// logpipe: synthetic log-record pipeline.
//   generate_lines -> parse_fields -> apply_filters -> checksum_block -> bucket_stats
// Each stage is a separate non-inlined function so it shows up as its own frame.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <algorithm>

#define NOINLINE __attribute__((noinline))

struct Record {
    uint32_t ts;
    uint32_t level;
    uint32_t code;
    double latency;
    char msg[48];
};

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;
static inline uint64_t next_rand() {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static inline char* put_uint(char* p, uint64_t v) {
    char tmp[24];
    int n = 0;
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (n) *p++ = tmp[--n];
    return p;
}

NOINLINE void generate_lines(std::vector<std::string>& out, size_t n) {
    out.resize(n);
    char buf[128];
    static const char hexd[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        uint64_t r = next_rand();
        char* p = buf;
        p = put_uint(p, i * 7); *p++ = '|';
        p = put_uint(p, r & 7); *p++ = '|';
        p = put_uint(p, (r >> 8) & 1023); *p++ = '|';
        p = put_uint(p, (r >> 20) & 0xffff); *p++ = '|';
        memcpy(p, "msg-", 4); p += 4;
        for (int k = 0; k < 16; k++) *p++ = hexd[(r >> (4 * k)) & 15];
        memcpy(p, "-end", 4); p += 4;
        out[i].assign(buf, p - buf);
    }
}

NOINLINE void parse_fields(const std::vector<std::string>& lines, std::vector<Record>& recs) {
    recs.resize(lines.size());
    for (size_t i = 0; i < lines.size(); i++) {
        const char* p = lines[i].c_str();
        char* e;
        Record& r = recs[i];
        r.ts = (uint32_t)strtoul(p, &e, 10); p = e + 1;
        r.level = (uint32_t)strtoul(p, &e, 10); p = e + 1;
        r.code = (uint32_t)strtoul(p, &e, 10); p = e + 1;
        r.latency = (double)strtoul(p, &e, 10) / 97.0; p = e + 1;
        size_t l = strlen(p);
        if (l > sizeof r.msg - 1) l = sizeof r.msg - 1;
        memcpy(r.msg, p, l);
        r.msg[l] = 0;
    }
}

// Scores each record against a small rule table; keeps those above threshold.
NOINLINE size_t apply_filters(std::vector<Record>& recs, std::vector<uint32_t>& keep) {
    static const uint32_t rules[16] = {3, 17, 61, 101, 163, 257, 331, 409,
                                       509, 601, 733, 811, 911, 967, 1009, 1021};
    keep.clear();
    for (size_t i = 0; i < recs.size(); i++) {
        const Record& r = recs[i];
        double score = 0;
        for (int k = 0; k < 16; k++) {
            uint32_t d = r.code > rules[k] ? r.code - rules[k] : rules[k] - r.code;
            score += r.latency / (1.0 + d) + (r.level == (uint32_t)k ? 0.5 : 0.0);
        }
        if (score > 12.0) keep.push_back((uint32_t)i);
    }
    return keep.size();
}

// FNV-1a style digest over the kept messages.
NOINLINE uint64_t checksum_block(const std::vector<Record>& recs, const std::vector<uint32_t>& keep) {
    uint64_t h = 1469598103934665603ULL;
    for (int round = 0; round < 3; round++) {
        for (uint32_t idx : keep) {
            const char* m = recs[idx].msg;
            for (; *m; m++) { h ^= (unsigned char)*m; h *= 1099511628211ULL; }
            h ^= recs[idx].ts + round;
        }
    }
    return h;
}

NOINLINE double bucket_stats(const std::vector<Record>& recs) {
    static double buckets[1024];
    memset(buckets, 0, sizeof buckets);
    for (const Record& r : recs) buckets[r.code & 1023] += r.latency;
    std::vector<double> v(buckets, buckets + 1024);
    std::sort(v.begin(), v.end());
    return v[512];
}

int main(int argc, char** argv) {
    int batches = argc > 1 ? atoi(argv[1]) : 200;
    const size_t N = 20000;
    std::vector<std::string> lines;
    std::vector<Record> recs;
    std::vector<uint32_t> keep;
    uint64_t acc = 0;
    double med = 0;
    size_t kept = 0;
    for (int b = 0; b < batches; b++) {
        generate_lines(lines, N);
        parse_fields(lines, recs);
        kept += apply_filters(recs, keep);
        acc ^= checksum_block(recs, keep);
        med += bucket_stats(recs);
    }
    printf("batches=%d kept=%zu acc=%016llx med=%.3f\n", batches, kept, (unsigned long long)acc, med);
    return 0;
}
