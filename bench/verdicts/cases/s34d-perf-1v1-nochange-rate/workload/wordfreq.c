/* Word-frequency counter over a synthetic text stream: generates sentences from a
 * fixed vocabulary, tokenizes them, lower-cases and hashes each token, counts it in a
 * fixed-size open-addressing table, and keeps a rolling checksum of the top entries.
 * The same binary is run with different sentence counts (argv[1]); nothing else changes. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))
#define TABLE_BITS 14
#define TABLE_SIZE (1u << TABLE_BITS)

static const char *VOCAB[] = {
    "The", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "Profiling", "sample",
    "stack", "frame", "pointer", "kernel", "Scheduler", "thread", "latency", "buffer", "cache",
    "miss", "branch", "predictor", "Compiler", "inline", "function", "return", "address",
    "symbol", "table", "hash", "bucket", "collision", "probe", "linear", "quadratic", "Memory",
    "allocator", "arena", "page", "fault", "syscall", "context", "switch", "interrupt", "timer",
    "clock", "counter", "event", "ring", "queue", "Producer", "consumer", "barrier", "atomic"};
#define NVOCAB (sizeof VOCAB / sizeof VOCAB[0])

struct entry { uint64_t hash; char word[24]; uint32_t count; };
static struct entry table[TABLE_SIZE];

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static inline uint64_t rng(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

/* Builds one sentence of 8-20 words, some with a numeric suffix, into buf. */
NOINLINE size_t make_sentence(char *buf, size_t cap) {
    size_t n = 0;
    int words = 8 + (int)(rng() % 13);
    for (int w = 0; w < words; w++) {
        const char *v = VOCAB[rng() % NVOCAB];
        while (*v && n + 8 < cap) buf[n++] = *v++;
        if ((rng() & 7) == 0) { buf[n++] = (char)('0' + rng() % 10); }
        buf[n++] = (w + 1 == words) ? '.' : ((rng() & 15) == 0 ? ',' : ' ');
        if (buf[n - 1] == ',') buf[n++] = ' ';
    }
    buf[n] = 0;
    return n;
}

static inline int is_word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

NOINLINE uint64_t hash_token(const char *s, size_t len, char *lower) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
        lower[i] = c;
        h ^= (unsigned char)c;
        h *= 0x100000001b3ull;
    }
    lower[len] = 0;
    return h;
}

NOINLINE void count_word(uint64_t h, const char *lower, size_t len) {
    uint32_t i = (uint32_t)(h >> (64 - TABLE_BITS));
    for (;;) {
        struct entry *e = &table[i];
        if (e->count == 0) {
            e->hash = h; memcpy(e->word, lower, len < 23 ? len : 23); e->word[len < 23 ? len : 23] = 0;
            e->count = 1; return;
        }
        if (e->hash == h && strncmp(e->word, lower, 23) == 0) { e->count++; return; }
        i = (i + 1) & (TABLE_SIZE - 1);
    }
}

NOINLINE size_t tokenize(const char *buf, size_t n) {
    char lower[64];
    size_t tokens = 0, i = 0;
    while (i < n) {
        while (i < n && !is_word_char(buf[i])) i++;
        size_t start = i;
        while (i < n && is_word_char(buf[i])) i++;
        size_t len = i - start;
        if (len == 0) continue;
        if (len > 60) len = 60;
        uint64_t h = hash_token(buf + start, len, lower);
        count_word(h, lower, len);
        tokens++;
    }
    return tokens;
}

/* Every 256 sentences: checksum of the 16 largest counts seen in a sampled slice. */
NOINLINE uint64_t top_checksum(uint32_t slice) {
    uint32_t best[16] = {0};
    for (uint32_t i = slice; i < TABLE_SIZE; i += 8) {
        uint32_t c = table[i].count;
        if (c > best[15]) {
            int j = 15;
            while (j > 0 && best[j - 1] < c) { best[j] = best[j - 1]; j--; }
            best[j] = c;
        }
    }
    uint64_t sum = 0;
    for (int j = 0; j < 16; j++) sum = sum * 31 + best[j];
    return sum;
}

int main(int argc, char **argv) {
    long sentences = argc > 1 ? atol(argv[1]) : 1000000;
    char buf[1024];
    uint64_t tokens = 0, check = 0;
    for (long s = 0; s < sentences; s++) {
        size_t n = make_sentence(buf, sizeof buf);
        tokens += tokenize(buf, n);
        if ((s & 255) == 255) check ^= top_checksum((uint32_t)(s >> 8) & 7);
    }
    size_t used = 0;
    for (uint32_t i = 0; i < TABLE_SIZE; i++) used += table[i].count != 0;
    printf("sentences=%ld tokens=%llu distinct=%zu check=%llx\n", sentences,
           (unsigned long long)tokens, used, (unsigned long long)check);
    return 0;
}
