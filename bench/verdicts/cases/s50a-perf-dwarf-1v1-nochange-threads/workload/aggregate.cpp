// Access-log aggregation: 4 std::threads parse synthetic log lines in batches of 1000,
// aggregate per-route stats locally, then merge each batch into a shared table under one std::mutex.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace {

struct Stats { uint64_t hits = 0, bytes = 0, latency_us = 0, errors = 0; };

struct Record { std::string route; int status; uint32_t bytes; uint32_t latency_us; };

std::mutex g_mu;
std::map<std::string, Stats> g_table;   // ordered: the report is printed sorted

uint64_t xorshift(uint64_t &s) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; }

__attribute__((noinline)) std::string make_line(uint64_t &seed) {
    static const char *verbs[] = {"GET", "POST", "PUT", "DELETE"};
    static const char *paths[] = {"/api/users", "/api/orders", "/api/items", "/static/app.js",
                                  "/login", "/api/search", "/health", "/api/cart"};
    char buf[160];
    uint64_t r = xorshift(seed);
    snprintf(buf, sizeof buf, "10.0.%u.%u - - [29/Nov/2026:12:00:%02u] \"%s %s/%u HTTP/1.1\" %u %u %u",
             unsigned(r % 256), unsigned((r >> 8) % 256), unsigned((r >> 16) % 60), verbs[(r >> 24) % 4],
             paths[(r >> 28) % 8], unsigned((r >> 32) % 40), (r >> 40) % 17 == 0 ? 500u : 200u,
             unsigned((r >> 44) % 90000), unsigned((r >> 52) % 4000));
    return std::string(buf);
}

__attribute__((noinline)) bool parse_line(const std::string &line, Record &out) {
    size_t q1 = line.find('"');
    if (q1 == std::string::npos) return false;
    size_t sp1 = line.find(' ', q1 + 1);
    size_t sp2 = line.find(' ', sp1 + 1);
    size_t q2 = line.find('"', sp2 + 1);
    if (sp1 == std::string::npos || sp2 == std::string::npos || q2 == std::string::npos) return false;
    out.route = line.substr(q1 + 1, sp1 - q1 - 1) + " " + line.substr(sp1 + 1, sp2 - sp1 - 1);
    const char *p = line.c_str() + q2 + 2;
    char *end;
    out.status = int(strtol(p, &end, 10));
    out.bytes = uint32_t(strtoul(end, &end, 10));
    out.latency_us = uint32_t(strtoul(end, &end, 10));
    return true;
}

__attribute__((noinline)) void accumulate(std::unordered_map<std::string, Stats> &local, const Record &r) {
    Stats &s = local[r.route];
    s.hits++; s.bytes += r.bytes; s.latency_us += r.latency_us; s.errors += r.status >= 500;
}

__attribute__((noinline)) void merge_batch(const std::unordered_map<std::string, Stats> &local) {
    std::lock_guard<std::mutex> lock(g_mu);
    for (const auto &kv : local) {
        Stats &g = g_table[kv.first];
        g.hits += kv.second.hits; g.bytes += kv.second.bytes;
        g.latency_us += kv.second.latency_us; g.errors += kv.second.errors;
    }
}

__attribute__((noinline)) void process_batch(uint64_t &seed, int n) {
    std::unordered_map<std::string, Stats> local;
    Record rec;
    for (int i = 0; i < n; i++) {
        std::string line = make_line(seed);
        if (parse_line(line, rec)) accumulate(local, rec);
    }
    merge_batch(local);
}

void worker(int id, int batches, int batch_size) {
    uint64_t seed = 0x9e3779b97f4a7c15ull * uint64_t(id + 1);
    for (int b = 0; b < batches; b++) process_batch(seed, batch_size);
}

}  // namespace

int main(int argc, char **argv) {
    int batches = argc > 1 ? atoi(argv[1]) : 300;
    int batch_size = argc > 2 ? atoi(argv[2]) : 1000;
    std::vector<std::thread> threads;
    for (int i = 0; i < 4; i++) threads.emplace_back(worker, i, batches, batch_size);
    for (auto &t : threads) t.join();
    uint64_t hits = 0, err = 0;
    for (const auto &kv : g_table) { hits += kv.second.hits; err += kv.second.errors; }
    printf("routes=%zu hits=%llu errors=%llu\n", g_table.size(), (unsigned long long)hits, (unsigned long long)err);
    return 0;
}
