#include <stdlib.h>
#include <sys/stat.h>
#include "httpd.h"

/* Builds <docroot><path><suffix> and stat()s it: the file on disk is the
 * source of truth (so that deleted or replaced files are noticed without a
 * cache reload); returns 1 for a regular file. */
__attribute__((noinline)) static int try_file(const char *docroot, const char *path, int plen, const char *suffix,
                    char *full, struct stat *st)
{
    int n = 0;
    for (const char *p = docroot; *p && n < 200; p++) full[n++] = *p;
    for (int i = 0; i < plen && n < 440; i++) full[n++] = path[i];
    for (const char *p = suffix; *p && n < 500; p++) full[n++] = *p;
    full[n] = 0;
    return stat(full, st) == 0 && S_ISREG(st->st_mode);
}

/* try_files $uri $uri.html $uri/index.html: the first candidate that exists
 * on disk wins; its content comes from the file cache. */
__attribute__((noinline)) static file_entry_t *probe_docroots(const char *docroot, const request_t *req)
{
    static const char *suffixes[] = { "", ".html", "index.html" };
    char full[512];
    struct stat st;
    for (int s = 0; s < 3; s++) {
        if (try_file(docroot, req->norm_path, req->norm_len, suffixes[s], full, &st)) {
            const char *rel = full;
            while (*docroot && *rel == *docroot) { rel++; docroot++; }
            int n = 0;
            while (rel[n]) n++;
            return cache_lookup(rel, n);
        }
    }
    return NULL;
}

static int has_extension(const request_t *req)
{
    for (int i = req->norm_len - 1; i >= 0 && req->norm_path[i] != '/'; i--)
        if (req->norm_path[i] == '.')
            return 1;
    return 0;
}

/* Paths with an extension come straight from the file cache; extension-less
 * URLs go through try_files on disk, so that newly published pages are
 * served without a cache reload. */
__attribute__((noinline)) static file_entry_t *resolve_path(const char *docroot, const request_t *req)
{
    if (has_extension(req))
        return cache_lookup(req->norm_path, req->norm_len);
    return probe_docroots(docroot, req);
}

static void copy_body(response_t *resp, const file_entry_t *e)
{
    static __thread char *buf;
    static __thread int cap;
    if (cap < e->size) {
        cap = e->size * 2;
        buf = realloc(buf, (size_t)cap);
    }
    for (int i = 0; i < e->size; i++) buf[i] = e->data[i];
    resp->body = buf;
    resp->body_len = e->size;
}

void serve_static(const char *docroot, request_t *req, response_t *resp)
{
    file_entry_t *e = resolve_path(docroot, req);
    if (!e) {
        response_begin(resp, 404, "Not Found");
        response_header(resp, "Content-Type", "text/html");
        response_header_u64(resp, "Content-Length", 0, 0);
        response_end(resp);
        return;
    }
    response_begin(resp, 200, "OK");
    response_header(resp, "Content-Type", e->mime);
    response_header_u64(resp, "Content-Length", (uint64_t)e->size, 0);
    response_header_u64(resp, "ETag", e->etag, 1);
    response_header(resp, "Cache-Control", "public, max-age=300");
    response_header(resp, "Connection", req->keep_alive ? "keep-alive" : "close");
    response_end(resp);
    copy_body(resp, e);
    /* integrity check of what is about to be sent */
    if (body_digest(resp->body, resp->body_len) != e->etag)
        abort();
}
