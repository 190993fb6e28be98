/* gen_input SEED N OUT: N fixed-width records "wwwwwwww ddddddddd\n" (19 bytes each),
 * 8 random lowercase letters and a uniform 9-digit number. Same size for any seed. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: gen_input SEED N OUT\n"); return 2; }
    uint64_t s = strtoull(argv[1], 0, 10) * 0x9E3779B97F4A7C15ULL + 1;
    long n = atol(argv[2]);
    FILE *f = fopen(argv[3], "w");
    for (long i = 0; i < n; i++) {
        char line[20];
        for (int j = 0; j < 8; j++) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; line[j] = 'a' + (char)(s % 26); }
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        snprintf(line + 8, 12, " %09llu", (unsigned long long)(s % 1000000000ULL));
        line[18] = '\n';
        fwrite(line, 1, 19, f);
    }
    fclose(f);
    return 0;
}
