// Event ingest: per batch, generate click events, drop duplicate deliveries (dedup by event key),
// enrich, sort by time and compute per-user session stats.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

struct Event {
    std::string key;      // delivery-independent event id, e.g. "u123:s45:e6789"
    uint32_t user;
    uint32_t ts;
    uint32_t value;
};

struct Rng {
    uint64_t s;
    uint64_t next() { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; }
};

__attribute__((noinline)) static void make_key(std::string &out, uint32_t user, uint32_t session, uint32_t seq) {
    char buf[64];
    int n = snprintf(buf, sizeof buf, "u%u:s%u:e%u", user, session, seq);
    out.assign(buf, n);
}

__attribute__((noinline)) static std::vector<Event> generate_batch(Rng &rng, size_t n) {
    std::vector<Event> v;
    v.reserve(n);
    for (size_t i = 0; i < n; i++) {
        uint64_t r = rng.next();
        if (!v.empty() && (r & 7) == 0) {   // ~12% redelivered duplicates of an earlier event
            v.push_back(v[(r >> 3) % v.size()]);
            continue;
        }
        Event e;
        e.user = (r >> 8) % 5000;
        e.ts = (r >> 24) % 86400;
        e.value = (r >> 44) % 1000;
        make_key(e.key, e.user, (r >> 20) % 64, (uint32_t)i);
        v.push_back(std::move(e));
    }
    return v;
}

#ifndef LINEAR_DEDUP
__attribute__((noinline)) static std::vector<Event> dedup_events(std::vector<Event> &in) {
    std::vector<Event> out;
    out.reserve(in.size());
    std::unordered_set<std::string> seen;
    seen.reserve(in.size() * 2);
    for (auto &e : in) {
        if (seen.insert(e.key).second) out.push_back(std::move(e));
    }
    return out;
}
#else
__attribute__((noinline)) static std::vector<Event> dedup_events(std::vector<Event> &in) {
    std::vector<Event> out;
    out.reserve(in.size());
    std::vector<std::string> seen;
    seen.reserve(in.size());
    for (auto &e : in) {
        if (std::find(seen.begin(), seen.end(), e.key) == seen.end()) {
            seen.push_back(e.key);
            out.push_back(std::move(e));
        }
    }
    return out;
}
#endif

__attribute__((noinline)) static uint32_t score_event(const Event &e) {
    uint32_t h = 2166136261u;
    for (char c : e.key) { h ^= (unsigned char)c; h *= 16777619u; }
    return (h ^ e.value * 2654435761u) % 97;
}

__attribute__((noinline)) static void enrich(std::vector<Event> &v, std::vector<uint32_t> &scores) {
    scores.resize(v.size());
    for (size_t i = 0; i < v.size(); i++) scores[i] = score_event(v[i]);
}

struct UserStats { uint32_t events = 0, sessions = 0, last_ts = 0; uint64_t value = 0; };

__attribute__((noinline)) static uint64_t sessionize(std::vector<Event> &v, const std::vector<uint32_t> &scores) {
    std::vector<size_t> idx(v.size());
    for (size_t i = 0; i < idx.size(); i++) idx[i] = i;
    std::sort(idx.begin(), idx.end(), [&](size_t a, size_t b) {
        if (v[a].user != v[b].user) return v[a].user < v[b].user;
        return v[a].ts < v[b].ts;
    });
    std::unordered_map<uint32_t, UserStats> users;
    for (size_t i : idx) {
        UserStats &u = users[v[i].user];
        if (u.events == 0 || v[i].ts - u.last_ts > 1800) u.sessions++;
        u.events++;
        u.last_ts = v[i].ts;
        u.value += v[i].value + scores[i];
    }
    uint64_t acc = 0;
    for (auto &kv : users) acc += kv.first * 31u + kv.second.sessions * 7u + kv.second.value + kv.second.events;
    return acc;
}

__attribute__((noinline)) static uint64_t process_batch(Rng &rng, size_t n) {
    std::vector<Event> raw = generate_batch(rng, n);
    std::vector<Event> ev = dedup_events(raw);
    std::vector<uint32_t> scores;
    enrich(ev, scores);
    return sessionize(ev, scores) + ev.size();
}

int main(int argc, char **argv) {
    int batches = argc > 1 ? atoi(argv[1]) : 100;
    size_t per = argc > 2 ? strtoul(argv[2], 0, 10) : 3000;
    Rng rng{0x243F6A8885A308D3ull};
    uint64_t total = 0;
    for (int b = 0; b < batches; b++) total += process_batch(rng, per);
    printf("checksum %llu\n", (unsigned long long)total);
    return 0;
}
