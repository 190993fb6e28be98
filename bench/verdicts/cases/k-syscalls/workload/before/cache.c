#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "httpd.h"

#define BUCKETS 1024
static file_entry_t *table[BUCKETS];
static int count;

static uint64_t path_hash(const char *p, int n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (int i = 0; i < n; i++) {
        h ^= (unsigned char)p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

static const char *mime_of(const char *path)
{
    const char *dot = strrchr(path, '.');
    if (!dot) return "application/octet-stream";
    if (!strcmp(dot, ".html")) return "text/html; charset=utf-8";
    if (!strcmp(dot, ".js")) return "text/javascript";
    if (!strcmp(dot, ".css")) return "text/css";
    if (!strcmp(dot, ".png")) return "image/png";
    return "application/octet-stream";
}

static void add_file(const char *full, const char *rel)
{
    int fd = open(full, O_RDONLY);
    if (fd < 0) return;
    struct stat st;
    fstat(fd, &st);
    file_entry_t *e = calloc(1, sizeof *e);
    e->size = (int)st.st_size;
    e->data = malloc((size_t)e->size + 1);
    if (read(fd, e->data, (size_t)e->size) != e->size) e->size = 0;
    close(fd);
    snprintf(e->path, sizeof e->path, "%s", rel);
    e->path_len = (int)strlen(e->path);
    e->etag = body_digest(e->data, e->size);
    e->mime = mime_of(e->path);
    uint64_t h = path_hash(e->path, e->path_len) % BUCKETS;
    e->next = table[h];
    table[h] = e;
    count++;
}

static void walk(const char *root, const char *rel)
{
    char full[512];
    snprintf(full, sizeof full, "%s%s", root, rel);
    DIR *d = opendir(full);
    if (!d) return;
    struct dirent *de;
    while ((de = readdir(d))) {
        if (de->d_name[0] == '.') continue;
        char r2[512], f2[1024];
        snprintf(r2, sizeof r2, "%s/%s", rel, de->d_name);
        snprintf(f2, sizeof f2, "%s%s", root, r2);
        struct stat st;
        if (stat(f2, &st) != 0) continue;
        if (S_ISDIR(st.st_mode)) walk(root, r2);
        else add_file(f2, r2);
    }
    closedir(d);
}

void cache_load(const char *docroot)
{
    walk(docroot, "");
}

file_entry_t *cache_lookup(const char *path, int len)
{
    for (file_entry_t *e = table[path_hash(path, len) % BUCKETS]; e; e = e->next)
        if (e->path_len == len && memcmp(e->path, path, (size_t)len) == 0)
            return e;
    return NULL;
}

int cache_count(void) { return count; }
