#include <stdlib.h>
#include "httpd.h"

/* try_files $uri $uri.html $uri/index.html: the first candidate present in
 * the file cache wins. */
__attribute__((noinline)) static file_entry_t *resolve_path(const char *docroot, const request_t *req)
{
    static const char *suffixes[] = { "", ".html", "index.html" };
    char cand[256];
    (void)docroot;
    for (int s = 0; s < 3; s++) {
        int n = 0;
        for (int i = 0; i < req->norm_len && n < 240; i++) cand[n++] = req->norm_path[i];
        for (const char *p = suffixes[s]; *p && n < 255; p++) cand[n++] = *p;
        cand[n] = 0;
        file_entry_t *e = cache_lookup(cand, n);
        if (e) return e;
    }
    return NULL;
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
