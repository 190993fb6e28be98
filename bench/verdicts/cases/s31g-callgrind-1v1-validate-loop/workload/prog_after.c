/* Sensor batch pipeline: generate readings, smooth them, normalise rows, summarise. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define ROWS 400
#define COLS 512

static double data[ROWS][COLS];

__attribute__((noinline)) void fill_readings(unsigned seed) {
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) {
            seed = seed * 1103515245u + 12345u;
            data[r][c] = (double)((seed >> 8) & 0xffff) / 65536.0 + 0.001;
        }
}

__attribute__((noinline)) void smooth_row(double *row) {
    double prev = row[0];
    for (int c = 1; c < COLS - 1; c++) {
        double cur = row[c];
        row[c] = 0.25 * prev + 0.5 * cur + 0.25 * row[c + 1];
        prev = cur;
    }
}

__attribute__((noinline)) void normalize_row(double *row) {
    /* added: reject rows containing negative readings before normalising */
    int bad = 0;
    for (int c = 0; c < COLS; c++)
        bad |= row[c] < 0.0;
    if (bad) {
        fprintf(stderr, "bad reading in row\n");
        abort();
    }
    double sum = 0.0;
    for (int c = 0; c < COLS; c++) sum += row[c];
    double inv = 1.0 / sum;
    for (int c = 0; c < COLS; c++) row[c] *= inv;
}

__attribute__((noinline)) double summarize(void) {
    double acc = 0.0;
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) acc += data[r][c] * (c + 1);
    return acc;
}

int main(void) {
    double total = 0.0;
    for (int batch = 0; batch < 40; batch++) {
        fill_readings(1234u + batch);
        for (int r = 0; r < ROWS; r++) smooth_row(data[r]);
        for (int r = 0; r < ROWS; r++) normalize_row(data[r]);
        total += summarize();
    }
    printf("%.6f\n", total);
    return 0;
}
