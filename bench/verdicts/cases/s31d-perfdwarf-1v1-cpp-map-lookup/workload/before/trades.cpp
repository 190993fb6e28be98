// trades: synthesises a day of trades, enriches each trade with its instrument's static data
// (looked up by instrument id in a lookup table), sorts trades by notional for a risk report,
// and sums per-desk exposures.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <vector>

struct Instrument {
    uint64_t id;
    double multiplier;
    double tick;
    int desk;
};

struct Trade {
    uint64_t instrument;
    int64_t qty;
    double price;
    double notional;
    int desk;
};

using InstrumentTable = std::unordered_map<uint64_t, Instrument>;

static uint64_t rng_state = 88172645463325252ull;
static inline uint64_t next_rand() {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

__attribute__((noinline)) InstrumentTable build_instruments(size_t n, std::vector<uint64_t>& ids) {
    InstrumentTable table;
    table.reserve(n);
    for (size_t i = 0; i < n; i++) {
        uint64_t id = (next_rand() & 0xffffffffffull) | 1;
        Instrument ins{id, double(1 + next_rand() % 100), 0.01 * double(1 + next_rand() % 5),
                       int(next_rand() % 16)};
        table.emplace(id, ins);
        ids.push_back(id);
    }
    return table;
}

__attribute__((noinline)) std::vector<Trade> generate_trades(size_t n, const std::vector<uint64_t>& ids) {
    std::vector<Trade> trades;
    trades.reserve(n);
    for (size_t i = 0; i < n; i++) {
        uint64_t r = next_rand();
        Trade t{ids[r % ids.size()], int64_t((r >> 20) % 1000) - 500, 10.0 + double((r >> 40) % 10000) / 7.0,
                0.0, 0};
        trades.push_back(t);
    }
    return trades;
}

// Hot path: attach instrument static data to each trade.
__attribute__((noinline)) double enrich_trades(std::vector<Trade>& trades, const InstrumentTable& table) {
    double total = 0.0;
    for (Trade& t : trades) {
        auto it = table.find(t.instrument);
        if (it == table.end()) continue;
        const Instrument& ins = it->second;
        double px = std::round(t.price / ins.tick) * ins.tick;
        t.notional = double(t.qty) * px * ins.multiplier;
        t.desk = ins.desk;
        total += std::fabs(t.notional);
    }
    return total;
}

__attribute__((noinline)) double risk_report(std::vector<Trade>& trades) {
    std::sort(trades.begin(), trades.end(),
              [](const Trade& a, const Trade& b) { return std::fabs(a.notional) > std::fabs(b.notional); });
    double top = 0.0;
    for (size_t i = 0; i < trades.size() / 100; i++) top += std::fabs(trades[i].notional);
    return top;
}

__attribute__((noinline)) double desk_exposure(const std::vector<Trade>& trades) {
    double desks[16] = {0};
    for (const Trade& t : trades) desks[t.desk & 15] += t.notional;
    double s = 0.0;
    for (double d : desks) s += std::fabs(d);
    return s;
}

int main(int argc, char** argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 10;
    size_t n_trades = argc > 2 ? strtoul(argv[2], nullptr, 10) : 1000000;
    size_t n_inst = argc > 3 ? strtoul(argv[3], nullptr, 10) : 200000;
    std::vector<uint64_t> ids;
    InstrumentTable table = build_instruments(n_inst, ids);
    double chk = 0.0;
    for (int r = 0; r < rounds; r++) {
        std::vector<Trade> trades = generate_trades(n_trades, ids);
        chk += enrich_trades(trades, table);
        chk += risk_report(trades);
        chk += desk_exposure(trades);
    }
    printf("rounds=%d trades=%zu checksum=%.3e\n", rounds, n_trades, chk);
    return 0;
}
