/* scanfiles: reads a manifest of paths, loads each file, tokenizes it and keeps
 * per-token counts; prints a summary checksum.  Built twice:
 *   before: should_process() filters by file name only
 *   after (-DCHECK_STAT): should_process() also stat(2)s the path and requires a
 *   non-empty regular file before the file is used (same files pass, same output). */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define NBUCKET 4096
struct bucket { uint64_t key; uint64_t count; };
static struct bucket table[NBUCKET];

static uint64_t fnv1a(const char *s, size_t n) {
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 1099511628211ULL; }
    return h;
}

static __attribute__((noinline)) void count_token(uint64_t key) {
    size_t i = key & (NBUCKET - 1);
    while (table[i].key && table[i].key != key) i = (i + 1) & (NBUCKET - 1);
    table[i].key = key;
    table[i].count++;
}

static __attribute__((noinline)) size_t tokenize(const char *buf, size_t n) {
    size_t ntok = 0, start = 0;
    for (size_t i = 0; i <= n; i++) {
        int sep = (i == n) || buf[i] == ' ' || buf[i] == '\n' || buf[i] == ',';
        if (sep) {
            if (i > start) { count_token(fnv1a(buf + start, i - start)); ntok++; }
            start = i + 1;
        }
    }
    return ntok;
}

static __attribute__((noinline)) ssize_t load_file(const char *path, char *buf, size_t cap) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) return -1;
    size_t got = 0;
    for (;;) {
        ssize_t r = read(fd, buf + got, cap - got);
        if (r <= 0) break;
        got += (size_t)r;
        if (got == cap) break;
    }
    close(fd);
    return (ssize_t)got;
}

static __attribute__((noinline)) int should_process(const char *path) {
    size_t n = strlen(path);
    if (n < 4 || strcmp(path + n - 4, ".txt") != 0) return 0;
    if (strstr(path, "/.") != NULL) return 0;
#ifdef CHECK_STAT
    struct stat st;
    if (stat(path, &st) != 0) return 0;
    if (!S_ISREG(st.st_mode) || st.st_size == 0) return 0;
#endif
    return 1;
}

static __attribute__((noinline)) uint64_t process_list(char **paths, size_t npaths) {
    static char buf[1 << 16];
    uint64_t total = 0;
    for (size_t i = 0; i < npaths; i++) {
        if (!should_process(paths[i])) continue;
        ssize_t n = load_file(paths[i], buf, sizeof buf);
        if (n <= 0) continue;
        total += tokenize(buf, (size_t)n);
    }
    return total;
}

static char **read_manifest(const char *mf, size_t *count) {
    FILE *f = fopen(mf, "r");
    if (!f) { perror(mf); exit(1); }
    size_t cap = 1024, n = 0;
    char **v = malloc(cap * sizeof *v);
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        if (!line[0]) continue;
        if (n == cap) v = realloc(v, (cap *= 2) * sizeof *v);
        v[n++] = strdup(line);
    }
    fclose(f);
    *count = n;
    return v;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s MANIFEST PASSES\n", argv[0]); return 2; }
    size_t n;
    char **paths = read_manifest(argv[1], &n);
    int passes = atoi(argv[2]);
    uint64_t tokens = 0;
    for (int p = 0; p < passes; p++) tokens += process_list(paths, n);
    uint64_t sig = 0;
    for (size_t i = 0; i < NBUCKET; i++) sig += table[i].key * (table[i].count + 1);
    printf("paths=%zu tokens=%llu sig=%016llx\n", n, (unsigned long long)tokens, (unsigned long long)sig);
    return 0;
}
