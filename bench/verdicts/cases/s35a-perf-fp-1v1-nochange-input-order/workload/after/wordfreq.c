/* wordfreq: count word frequencies in a text file and print the top N.
 * Words are maximal runs of ASCII letters, folded to lower case.
 * Usage: wordfreq FILE [N]
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
    struct entry *next;
    uint64_t hash;
    long count;
    size_t len;
    char word[];
};

struct table {
    struct entry **buckets;
    size_t nbuckets;
    size_t nentries;
};

static uint64_t hash_word(const char *s, size_t len)
{
    uint64_t h = 14695981039346656037ULL;
    for (size_t i = 0; i < len; i++) {
        h ^= (unsigned char)s[i];
        h *= 1099511628211ULL;
    }
    return h;
}

static void table_grow(struct table *t)
{
    size_t nb = t->nbuckets * 2;
    struct entry **b = calloc(nb, sizeof *b);
    if (!b) { perror("calloc"); exit(1); }
    for (size_t i = 0; i < t->nbuckets; i++) {
        struct entry *e = t->buckets[i];
        while (e) {
            struct entry *next = e->next;
            size_t j = e->hash & (nb - 1);
            e->next = b[j];
            b[j] = e;
            e = next;
        }
    }
    free(t->buckets);
    t->buckets = b;
    t->nbuckets = nb;
}

static void table_add(struct table *t, const char *word, size_t len)
{
    uint64_t h = hash_word(word, len);
    size_t i = h & (t->nbuckets - 1);
    for (struct entry *e = t->buckets[i]; e; e = e->next) {
        if (e->hash == h && e->len == len && memcmp(e->word, word, len) == 0) {
            e->count++;
            return;
        }
    }
    struct entry *e = malloc(sizeof *e + len + 1);
    if (!e) { perror("malloc"); exit(1); }
    e->hash = h;
    e->count = 1;
    e->len = len;
    memcpy(e->word, word, len);
    e->word[len] = '\0';
    e->next = t->buckets[i];
    t->buckets[i] = e;
    if (++t->nentries > t->nbuckets * 3 / 4)
        table_grow(t);
}

static void count_line(struct table *t, const char *line, size_t n)
{
    char word[128];
    size_t len = 0;
    for (size_t i = 0; i <= n; i++) {
        unsigned char c = i < n ? (unsigned char)line[i] : ' ';
        if (isalpha(c)) {
            if (len < sizeof word)
                word[len++] = (char)tolower(c);
        } else if (len) {
            table_add(t, word, len);
            len = 0;
        }
    }
}

static int by_count_desc(const void *a, const void *b)
{
    const struct entry *x = *(const struct entry *const *)a;
    const struct entry *y = *(const struct entry *const *)b;
    if (x->count != y->count)
        return x->count < y->count ? 1 : -1;
    return strcmp(x->word, y->word);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE [N]\n", argv[0]);
        return 2;
    }
    int top = argc > 2 ? atoi(argv[2]) : 10;
    FILE *f = fopen(argv[1], "r");
    if (!f) { perror(argv[1]); return 1; }

    struct table t = { calloc(1024, sizeof(struct entry *)), 1024, 0 };
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    long lines = 0;
    while ((n = getline(&line, &cap, f)) != -1) {
        count_line(&t, line, (size_t)n);
        lines++;
    }
    free(line);
    fclose(f);

    struct entry **all = malloc(t.nentries * sizeof *all);
    size_t k = 0;
    for (size_t i = 0; i < t.nbuckets; i++)
        for (struct entry *e = t.buckets[i]; e; e = e->next)
            all[k++] = e;
    qsort(all, k, sizeof *all, by_count_desc);

    printf("lines=%ld distinct=%zu\n", lines, k);
    for (int i = 0; i < top && (size_t)i < k; i++)
        printf("%8ld %s\n", all[i]->count, all[i]->word);
    return 0;
}
