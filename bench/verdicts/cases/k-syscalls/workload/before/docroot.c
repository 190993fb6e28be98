#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "httpd.h"

static const char *dirs[] = { "/static/js", "/static/css", "/static/img/products", "/docs/guide",
                              "/docs/api/v2", "/blog/2024/03" };
static const char *exts[] = { ".js", ".css", ".png", ".html", ".html", ".html" };

static void mkdir_p(const char *path)
{
    char tmp[512];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            mkdir(tmp, 0755);
            *p = '/';
        }
    mkdir(tmp, 0755);
}

/* Creates <root>/<site>/... with `files` files per directory (idempotent). */
void docroot_create(const char *root, int files)
{
    char path[512], buf[4096];
    for (int d = 0; d < 6; d++) {
        snprintf(path, sizeof path, "%s/site%s", root, dirs[d]);
        mkdir_p(path);
        for (int f = 0; f < files; f++) {
            snprintf(path, sizeof path, "%s/site%s/page-%03d%s", root, dirs[d], f, exts[d]);
            if (access(path, F_OK) == 0)
                continue;
            int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (fd < 0)
                continue;
            int size = 200 + (d * 977 + f * 131) % 1000;
            for (int i = 0; i < size; i++)
                buf[i] = (char)('a' + (i * 7 + f + d) % 26);
            if (write(fd, buf, (size_t)size) != size)
                perror("write");
            close(fd);
        }
    }
}

/* A request path for the replay log: mostly existing files, some
 * extension-less "pretty" URLs (served by try_files $uri.html), a few misses. */
const char *docroot_sample_path(uint64_t r, int *len)
{
    static __thread char out[256];
    int d = (int)(r % 6), f = (int)((r >> 8) % 40), kind = (int)((r >> 20) % 10);
    if (kind < 8)
        *len = snprintf(out, sizeof out, "%s/page-%03d%s", dirs[d], f, exts[d]);
    else if (kind < 9)
        *len = snprintf(out, sizeof out, "%s/page-%03d", dirs[d], f);       /* try_files $uri.html */
    else
        *len = snprintf(out, sizeof out, "%s/missing-%03d%s", dirs[d], f, exts[d]);
    return out;
}
