/* s39b-perf-fp-3v3-three-callees workload.
 * Usage: prog <calls_per_item> <items>
 *   before: calls_per_item = 1, after: calls_per_item = 2
 * process_record() splits its time among three callees of its own:
 *   mix_hash (~50%), fold_bits (~30%), scale_sum (~20%).
 * prepare_record() and finalize_record() are fixed per-item work.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define NOINLINE __attribute__((noinline))
/* GCC 12 keeps no frame in leaf functions that use no stack, even with
 * -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer; a tiny volatile
 * stack slot forces a real push %rbp / mov %rsp,%rbp prologue so the
 * caller shows up in frame-pointer unwinds. */
#define FORCE_FRAME volatile char frame_pad[8]; frame_pad[0] = 0

static volatile uint64_t sink;

NOINLINE uint64_t mix_hash(uint64_t x) {
    FORCE_FRAME;
    for (int i = 0; i < 500; i++) { x ^= x >> 13; x *= 0x9E3779B97F4A7C15ULL; x += i; }
    return x;
}
NOINLINE uint64_t fold_bits(uint64_t x) {
    FORCE_FRAME;
    for (int i = 0; i < 300; i++) { x = (x << 7) | (x >> 57); x *= 0xBF58476D1CE4E5B9ULL; x ^= i; }
    return x;
}
NOINLINE uint64_t scale_sum(uint64_t x) {
    FORCE_FRAME;
    for (int i = 0; i < 200; i++) { x = x * 0x94D049BB133111EBULL + (x >> 31) + i; }
    return x;
}
NOINLINE uint64_t process_record(uint64_t x) {
    uint64_t a = mix_hash(x);
    uint64_t b = fold_bits(a);
    uint64_t c = scale_sum(b);
    return a ^ b ^ c;
}
NOINLINE uint64_t prepare_record(uint64_t x) {
    FORCE_FRAME;
    for (int i = 0; i < 1150; i++) { x ^= x << 9; x *= 0xD6E8FEB86659FD93ULL; x += i; }
    return x;
}
NOINLINE uint64_t finalize_record(uint64_t x) {
    FORCE_FRAME;
    for (int i = 0; i < 700; i++) { x ^= x >> 17; x *= 0xA0761D6478BD642FULL; x ^= i; }
    return x;
}
NOINLINE uint64_t run(int calls, long items) {
    uint64_t acc = 0;
    for (long n = 0; n < items; n++) {
        uint64_t r = prepare_record((uint64_t)n * 2654435761ULL + 1);
        for (int k = 0; k < calls; k++) r = process_record(r + k);
        acc += finalize_record(r);
    }
    return acc;
}
int main(int argc, char **argv) {
    int calls = argc > 1 ? atoi(argv[1]) : 1;
    long items = argc > 2 ? atol(argv[2]) : 1000000;
    sink = run(calls, items);
    printf("calls=%d items=%ld acc=%llu\n", calls, items, (unsigned long long)sink);
    return 0;
}
