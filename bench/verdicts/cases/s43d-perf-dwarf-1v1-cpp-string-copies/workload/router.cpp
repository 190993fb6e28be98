// URL router benchmark: for each request path, score it against every route prefix.
// BY_VALUE selects the variant of route_score():
//   0 (before): int route_score(const std::string& path, const std::string& route)
//   1 (after):  int route_score(std::string path, const std::string& route)
//               -> every call copies a heap-allocated (> 15 chars, no SSO) std::string.
// Everything else is identical.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <string>
#include <vector>

#ifndef BY_VALUE
#define BY_VALUE 0
#endif

#if BY_VALUE
#define PATH_PARAM std::string path
#else
#define PATH_PARAM const std::string& path
#endif

static uint64_t rng_state = 0x2545F4914F6CDD1DULL;
static uint64_t xr() { rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17; return rng_state; }

__attribute__((noipa)) int route_score(PATH_PARAM, const std::string& route) {
    // length of common prefix, counted in whole path segments
    size_t n = path.size() < route.size() ? path.size() : route.size();
    int segs = 0;
    size_t i = 0;
    for (; i < n && path[i] == route[i]; i++)
        if (path[i] == '/') segs++;
    return i == route.size() ? segs * 16 + (int)i : segs;
}

__attribute__((noipa)) static uint64_t checksum_request(const std::string& path, int best) {
    // unchanged per-request work
    uint64_t h = 1469598103934665603ULL ^ (uint64_t)best;
    for (int rep = 0; rep < 6; rep++)
        for (unsigned char c : path) h = (h ^ c) * 1099511628211ULL;
    return h;
}

__attribute__((noipa)) static uint64_t dispatch(const std::vector<std::string>& reqs,
                                                    const std::vector<std::string>& routes) {
    uint64_t acc = 0;
    for (const std::string& p : reqs) {
        int best = -1, besti = -1;
        for (size_t r = 0; r < routes.size(); r++) {
            int s = route_score(p, routes[r]);
            if (s > best) { best = s; besti = (int)r; }
        }
        acc += checksum_request(p, besti);
    }
    return acc;
}

int main(int argc, char** argv) {
    long rounds = argc > 1 ? atol(argv[1]) : 100;
    const char* words[] = {"api", "v1", "v2", "users", "orders", "items", "search", "static", "admin", "reports"};
    std::vector<std::string> routes, reqs;
    for (int i = 0; i < 24; i++) {
        std::string r;
        int depth = 1 + (int)(xr() % 3);
        for (int d = 0; d < depth; d++) { r += "/"; r += words[xr() % 10]; }
        routes.push_back(r);
    }
    for (int i = 0; i < 2000; i++) {
        std::string p;
        int depth = 3 + (int)(xr() % 4);
        for (int d = 0; d < depth; d++) { p += "/"; p += words[xr() % 10]; }
        p += "/" + std::to_string(xr() % 1000000);
        reqs.push_back(p);   // all paths are > 15 chars: no small-string optimisation
    }
    uint64_t acc = 0;
    for (long k = 0; k < rounds; k++) acc += dispatch(reqs, routes);
    std::printf("by_value=%d rounds=%ld checksum=%016llx\n", BY_VALUE, rounds, (unsigned long long)acc);
    return 0;
}
