// server: an in-process request loop over a small catalogue, run for a FIXED
// wall-clock duration; prints how many requests of each kind it handled.
// -DVARIANT_AFTER: handle_search() uses a token index instead of scanning.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

struct Item { int id; std::string name; std::vector<std::string> tokens; int stock; double price; };

static std::vector<Item> catalogue;
static std::unordered_map<int, size_t> by_id;
#ifdef VARIANT_AFTER
static std::unordered_map<std::string, std::vector<int>> token_index;   // token -> item positions
#endif
static std::vector<std::string> words;
static uint64_t rng = 0x2545F4914F6CDD1Dull;
static uint64_t xs() { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

static void build_catalogue() {
    for (int w = 0; w < 400; w++) {
        std::string s;
        int len = 3 + xs() % 6;
        for (int i = 0; i < len; i++) s += char('a' + xs() % 26);
        words.push_back(s);
    }
    for (int i = 0; i < 3000; i++) {
        Item it{100000 + i, "", {}, int(xs() % 50), double(xs() % 10000) / 100};
        int nt = 2 + xs() % 3;
        for (int t = 0; t < nt; t++) {
            const std::string &w = words[xs() % words.size()];
            it.tokens.push_back(w);
            if (t) it.name += ' ';
            it.name += w;
        }
        by_id[it.id] = catalogue.size();
        catalogue.push_back(std::move(it));
    }
#ifdef VARIANT_AFTER
    for (size_t p = 0; p < catalogue.size(); p++)
        for (const auto &t : catalogue[p].tokens) {
            auto &v = token_index[t];
            if (v.empty() || v.back() != int(p)) v.push_back(int(p));
        }
#endif
}

struct Request { int kind; int id; int qty; const std::string *query; };
static std::string response;

static void append_item(const Item &it) {
    char buf[96];
    int n = snprintf(buf, sizeof buf, "{\"id\":%d,\"stock\":%d,\"price\":%.2f,\"name\":\"", it.id, it.stock, it.price);
    response.append(buf, n);
    response += it.name;
    response += "\"},";
}

static void handle_get(const Request &r) {
    auto f = by_id.find(r.id);
    if (f != by_id.end()) append_item(catalogue[f->second]);
}

static void handle_update(const Request &r) {
    auto f = by_id.find(r.id);
    if (f == by_id.end()) return;
    Item &it = catalogue[f->second];
    it.stock += r.qty;
    if (it.stock < 0) it.stock = 0;
    append_item(it);
}

static void handle_search(const Request &r) {
    int hits = 0;
#ifndef VARIANT_AFTER
    for (const Item &it : catalogue) {                 // scan every item's tokens
        for (const auto &t : it.tokens)
            if (t == *r.query) { append_item(it); hits++; break; }
    }
#else
    auto f = token_index.find(*r.query);               // one hash lookup
    if (f != token_index.end())
        for (int p : f->second) { append_item(catalogue[p]); hits++; }
#endif
    response += hits ? "]" : "[]";
}

static void handle_report(const Request &) {            // a small aggregate over the stock
    long total = 0;
    for (size_t i = 0; i < catalogue.size(); i += 7) total += catalogue[i].stock;
    char buf[32];
    response.append(buf, snprintf(buf, sizeof buf, "%ld", total));
}

typedef void (*Handler)(const Request &);
static Handler handlers[] = {handle_get, handle_update, handle_search, handle_report};

static uint64_t checksum(const std::string &s) {        // "send": hash the response bytes
    uint64_t h = 1469598103934665603ull;
    for (unsigned char c : s) { h ^= c; h *= 1099511628211ull; }
    return h;
}

int main(int argc, char **argv) {
    double seconds = argc > 1 ? atof(argv[1]) : 5.0;
    build_catalogue();
    auto t0 = std::chrono::steady_clock::now();
    auto deadline = t0 + std::chrono::duration<double>(seconds);
    long counts[4] = {0, 0, 0, 0};
    uint64_t sent = 0;
    for (;;) {
        for (int k = 0; k < 64; k++) {
            uint64_t x = xs() % 100;
            Request r{x < 60 ? 0 : x < 85 ? 1 : x < 88 ? 2 : 3,
                      100000 + int(xs() % 3100), int(xs() % 7) - 3, &words[xs() % words.size()]};
            response.clear();
            handlers[r.kind](r);
            sent ^= checksum(response);
            counts[r.kind]++;
        }
        if (std::chrono::steady_clock::now() >= deadline) break;
    }
    double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    long all = counts[0] + counts[1] + counts[2] + counts[3];
    printf("%.2fs requests=%ld (%.0f/s) get=%ld update=%ld search=%ld report=%ld checksum=%llx\n", el, all, all / el,
           counts[0], counts[1], counts[2], counts[3], (unsigned long long)sent);
    return 0;
}
