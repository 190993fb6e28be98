/* Asset indexer: builds a manifest for a list of logical asset names.
 * For each item: normalize the name, derive its storage path, resolve the entry
 * (look up content type, compute a fingerprint), then insert into a hash index.
 * Build with -DCHECK_CACHE: resolve_entry also stat()s the item's cache path on every item
 * (capture.sh creates the cache root and its 256 first-level shard directories but no objects,
 * so every call walks ~8 path components and fails with ENOENT). The manifest output is identical. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/stat.h>

#define NBUCKET 65536

typedef struct entry { struct entry *next; uint64_t key; uint32_t type, cached; uint64_t fp; } entry_t;

static entry_t *buckets[NBUCKET];
static const char *EXTS[] = {"png", "jpg", "css", "js", "json", "woff2", "svg", "html"};
static const char *DIRS[] = {"static", "assets", "img", "fonts", "vendor", "pages", "theme", "i18n"};

static uint64_t mix(uint64_t x) {
    x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ULL; x ^= x >> 33;
    return x;
}

static int make_name(char *buf, size_t cap, unsigned i) {
    uint64_t r = mix(i + 12345);
    return snprintf(buf, cap, "%s/%s/Item_%05u-v%u.%s", DIRS[r & 7], DIRS[(r >> 3) & 7],
                    (unsigned)(r >> 16) % 50000, (unsigned)(r >> 40) % 9, EXTS[(r >> 50) & 7]);
}

static void normalize(char *s) {
    for (; *s; s++) {
        if (*s >= 'A' && *s <= 'Z') *s += 32;
        else if (*s == '_') *s = '-';
    }
}

static uint64_t fingerprint(const char *s) {
    uint64_t h = 0x84222325cbf29ce4ULL;
    for (int round = 0; round < 2; round++)
        for (const char *p = s; *p; p++) { h ^= (unsigned char)*p + round; h *= 0x100000001b3ULL; h = mix(h); }
    return h;
}

static uint32_t content_type(const char *s) {
    const char *dot = strrchr(s, '.');
    if (!dot) return 0;
    for (unsigned i = 0; i < 8; i++) if (strcmp(dot + 1, EXTS[i]) == 0) return i + 1;
    return 0;
}

static void storage_path(char *out, size_t cap, const char *cache_root, const char *name, uint64_t fp) {
    snprintf(out, cap, "%s/%02x/%02x/%s", cache_root, (unsigned)(fp & 0xff), (unsigned)((fp >> 8) & 0xff), name);
}

static void resolve_entry(entry_t *e, const char *name, const char *cache_root) {
    e->fp = fingerprint(name);
    e->type = content_type(name);
    e->cached = 0;
#ifdef CHECK_CACHE
    {
        char path[512];
        struct stat st;
        storage_path(path, sizeof path, cache_root, name, e->fp);
        if (stat(path, &st) == 0 && st.st_size > 0) e->cached = 1;
    }
#else
    (void)cache_root;
#endif
}

static void index_insert(entry_t *e) {
    uint64_t b = e->key & (NBUCKET - 1);
    e->next = buckets[b];
    buckets[b] = e;
}

static uint64_t build_manifest(unsigned n, const char *cache_root) {
    entry_t *pool = calloc(n, sizeof *pool);
    char name[256];
    for (unsigned i = 0; i < n; i++) {
        make_name(name, sizeof name, i);
        normalize(name);
        entry_t *e = &pool[i];
        e->key = fingerprint(name) ^ i;
        resolve_entry(e, name, cache_root);
        index_insert(e);
    }
    uint64_t h = 0;
    for (unsigned b = 0; b < NBUCKET; b++)
        for (entry_t *e = buckets[b]; e; e = e->next) h = mix(h ^ e->fp ^ ((uint64_t)e->type << 56) ^ e->cached);
    memset(buckets, 0, sizeof buckets);
    free(pool);
    return h;
}

int main(int argc, char **argv) {
    unsigned rounds = argc > 1 ? (unsigned)atoi(argv[1]) : 20;
    unsigned n = argc > 2 ? (unsigned)atoi(argv[2]) : 100000;
    const char *cache_root = argc > 3 ? argv[3] : "/tmp/s44a-asset-cache/srv/www/site/v3/objects";
    uint64_t acc = 0;
    for (unsigned r = 0; r < rounds; r++) acc = acc * 31 + build_manifest(n, cache_root);
    printf("rounds=%u n=%u manifest=%016llx\n", rounds, n, (unsigned long long)acc);
    return 0;
}
