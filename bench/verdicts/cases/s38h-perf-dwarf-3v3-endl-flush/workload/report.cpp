// Output loop benchmark. The only difference between the two builds is the
// line terminator used by write_rows (compile-time switch USE_ENDL):
//   before: out << ... << '\n';      (buffered by std::filebuf)
//   after : out << ... << std::endl; (flushes -> one write(2) syscall per line)
// Everything else (rows, computation, output bytes) is identical.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <vector>

struct Row { uint64_t id; uint64_t qty; double price; };

__attribute__((noinline)) std::vector<Row> compute_rows(size_t n, uint64_t seed) {
    std::vector<Row> rows(n);
    uint64_t s = seed;
    for (size_t i = 0; i < n; i++) {
        uint64_t h = s;
        for (int k = 0; k < 200; k++) {  // steady unrelated CPU work
            h = (h ^ (h >> 29)) * 0xBF58476D1CE4E5B9ULL;
        }
        s = h + i;
        rows[i] = Row{i, h % 1000, (double)(h % 100000) / 100.0};
    }
    return rows;
}

// The output function (culprit).
__attribute__((noinline)) void write_rows(std::ostream& out, const std::vector<Row>& rows) {
    for (const Row& r : rows) {
#ifdef USE_ENDL
        out << r.id << ',' << r.qty << ',' << r.price << std::endl;
#else
        out << r.id << ',' << r.qty << ',' << r.price << '\n';
#endif
    }
}

int main(int argc, char** argv) {
    size_t n = argc > 1 ? strtoull(argv[1], nullptr, 10) : 20000;
    int iters = argc > 2 ? atoi(argv[2]) : 20;
    const char* path = argc > 3 ? argv[3] : "/tmp/s38h/report.csv";
    std::ofstream out(path, std::ios::trunc);
    for (int it = 0; it < iters; it++) {
        std::vector<Row> rows = compute_rows(n, it + 1);
        write_rows(out, rows);
    }
    out.close();
    return 0;
}
