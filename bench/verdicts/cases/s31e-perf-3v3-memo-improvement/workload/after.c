/* Route planner toy: for each query, builds a small cost grid (fill_grid),
 * smooths it (smooth_grid), then counts the ways to climb a staircase of the
 * query's height with steps from a query-specific set (count_ways, recursive). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define GRID 96
static double grid[GRID][GRID], tmp[GRID][GRID];
static const int steps[] = {1, 2, 3, 5};

static uint64_t memo[64];
static int memo_valid[64];

__attribute__((noinline)) uint64_t count_ways(int n, int nsteps)
{
    if (n == 0) return 1;
    if (n < 0) return 0;
    if (memo_valid[n]) return memo[n];
    uint64_t total = 0;
    for (int i = 0; i < nsteps; i++)
        total += count_ways(n - steps[i], nsteps);
    memo[n] = total; memo_valid[n] = 1;
    return total;
}

__attribute__((noinline)) void fill_grid(unsigned seed)
{
    for (int i = 0; i < GRID; i++)
        for (int j = 0; j < GRID; j++) {
            seed = seed * 1103515245u + 12345u;
            grid[i][j] = (seed >> 16) / 65536.0;
        }
}

__attribute__((noinline)) double smooth_grid(int passes)
{
    double s = 0;
    for (int p = 0; p < passes; p++) {
        for (int i = 1; i < GRID - 1; i++)
            for (int j = 1; j < GRID - 1; j++)
                tmp[i][j] = (grid[i-1][j] + grid[i+1][j] + grid[i][j-1] + grid[i][j+1] + 4 * grid[i][j]) / 8.0;
        memcpy(grid, tmp, sizeof grid);
    }
    for (int i = 0; i < GRID; i++) s += grid[i][i];
    return s;
}

__attribute__((noinline)) uint64_t answer_query(unsigned q)
{
    memset(memo_valid, 0, sizeof memo_valid);
    int height = 11 + (q % 6);
    int nsteps = 3 + (q % 2);
    fill_grid(q);
    double s = smooth_grid(4);
    return count_ways(height, nsteps) + (uint64_t)s;
}

int main(int argc, char **argv)
{
    int queries = argc > 1 ? atoi(argv[1]) : 3000;
    unsigned seed = argc > 2 ? (unsigned)atoi(argv[2]) : 1;
    uint64_t acc = 0;
    for (int i = 0; i < queries; i++)
        acc ^= answer_query(seed * 7919u + (unsigned)i);
    printf("queries=%d acc=%llu\n", queries, (unsigned long long)acc);
    return 0;
}
