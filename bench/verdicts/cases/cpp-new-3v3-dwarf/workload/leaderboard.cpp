// leaderboard: applies a stream of match results to player stats kept in an
// std::unordered_map, and after every batch ranks all players (std::sort with
// a custom comparator) and renders the top of the table.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

struct Player {
    std::string name;
    int64_t score = 0;
    uint32_t wins = 0, losses = 0, streak = 0;
    uint32_t id = 0;
};

struct Entry {
    const Player *p;
    int64_t score;
    uint32_t wins, losses, streak, id;
};

static bool g_computed_key = false; // --change computed_key

// The after version ranks by a computed rating instead of the raw score:
// the score plus a win-ratio bonus and a bonus for the current streak.
static inline int64_t rank_key(const Entry &e)
{
    uint32_t games = e.wins + e.losses + 1;
    return e.score * 16 + (e.wins * 1024u) / games + (int64_t)e.streak * 5;
}

struct ByRank {
    bool operator()(const Entry &a, const Entry &b) const
    {
        if (g_computed_key) {
            int64_t ka = rank_key(a), kb = rank_key(b);
            if (ka != kb) return ka > kb;
        } else if (a.score != b.score) {
            return a.score > b.score;
        }
        return a.id < b.id;
    }
};

static uint64_t rs = 0x9E3779B97F4A7C15ULL;
static inline uint64_t rnd() { rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return rs; }

struct Event { std::string winner, loser; int points; };

static std::vector<Event> make_events(const std::vector<std::string> &names, size_t n)
{
    std::vector<Event> ev;
    ev.reserve(n);
    for (size_t i = 0; i < n; i++) {
        const std::string &w = names[rnd() % names.size()];
        const std::string &l = names[rnd() % names.size()];
        ev.push_back({w, l, (int)(rnd() % 40) + 1});
    }
    return ev;
}

static void apply_events(std::unordered_map<std::string, Player> &players, const std::vector<Event> &ev, size_t from, size_t to)
{
    for (size_t i = from; i < to; i++) {
        Player &w = players[ev[i].winner];
        Player &l = players[ev[i].loser];
        w.score += ev[i].points;
        w.wins++;
        w.streak++;
        l.score -= ev[i].points / 2;
        l.losses++;
        l.streak = 0;
    }
}

static std::vector<Entry> snapshot(const std::unordered_map<std::string, Player> &players)
{
    std::vector<Entry> v;
    v.reserve(players.size());
    for (const auto &kv : players)
        v.push_back({&kv.second, kv.second.score, kv.second.wins, kv.second.losses, kv.second.streak, kv.second.id});
    return v;
}

static void rank_players(std::vector<Entry> &v)
{
    std::sort(v.begin(), v.end(), ByRank());
}

static size_t render_top(const std::vector<Entry> &v, size_t k, std::string &out)
{
    char line[128];
    out.clear();
    for (size_t i = 0; i < k && i < v.size(); i++) {
        int n = snprintf(line, sizeof line, "%4zu. %-16s %8lld  %u-%u\n", i + 1, v[i].p->name.c_str(),
                         (long long)v[i].score, v[i].wins, v[i].losses);
        out.append(line, n);
    }
    return out.size();
}

int main(int argc, char **argv)
{
    int batches = 60;
    size_t nplayers = 60000, per_batch = 150000;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--change") && i + 1 < argc) g_computed_key = !strcmp(argv[++i], "computed_key");
        else if (!strcmp(argv[i], "--batches") && i + 1 < argc) batches = atoi(argv[++i]);
    }
    std::vector<std::string> names;
    for (size_t i = 0; i < nplayers; i++) {
        char b[32];
        snprintf(b, sizeof b, "player_%06zu_%c%c", (size_t)(rnd() % 1000000), 'a' + (int)(i % 26), 'a' + (int)(i / 26 % 26));
        names.push_back(b);
    }
    std::unordered_map<std::string, Player> players;
    players.reserve(nplayers);
    uint32_t id = 0;
    for (auto &n : names) { Player &p = players[n]; p.name = n; p.id = id++; }
    std::vector<Event> ev = make_events(names, per_batch * 4);

    auto t0 = std::chrono::steady_clock::now();
    double tsort = 0;
    size_t bytes = 0;
    std::string out;
    for (int b = 0; b < batches; b++) {
        size_t from = (b % 4) * per_batch;
        apply_events(players, ev, from, from + per_batch);
        std::vector<Entry> v = snapshot(players);
        auto s0 = std::chrono::steady_clock::now();
        rank_players(v);
        tsort += std::chrono::duration<double>(std::chrono::steady_clock::now() - s0).count();
        bytes += render_top(v, 200, out);
    }
    double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    fprintf(stderr, "change=%s players=%zu bytes=%zu elapsed=%.2fs sort=%.2fs (%.0f%%)\n", g_computed_key ? "computed_key" : "none",
            players.size(), bytes, el, tsort, 100 * tsort / el);
    return 0;
}
