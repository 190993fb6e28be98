/* httpd-sim: the request path of a small static-file web server, replayed
 * from an in-memory request log: parse, route, resolve against the file
 * cache, build headers, copy the body, write the access log. */
#ifndef HTTPD_H
#define HTTPD_H
#include <stddef.h>
#include <stdint.h>

#define MAX_HEADERS 24

typedef struct { const char *p; int n; } str_t;

typedef struct {
    str_t method, target, version;
    str_t path, query;
    char norm_path[256];
    int norm_len;
    int nheaders;
    str_t hname[MAX_HEADERS], hvalue[MAX_HEADERS];
    int keep_alive;
    const char *if_none_match;
} request_t;

typedef struct {
    char head[1024];
    int head_len;
    char *body;
    int body_len;
    int status;
} response_t;

typedef struct file_entry {
    char path[192];         /* relative to the docroot, starting with '/' */
    int path_len;
    char *data;
    int size;
    uint64_t etag;
    const char *mime;
    struct file_entry *next;
} file_entry_t;

/* request.c */
int parse_request(const char *buf, int len, request_t *req);
int normalize_path(const str_t *raw, char *out, int cap);

/* cache.c */
void cache_load(const char *docroot);
file_entry_t *cache_lookup(const char *path, int len);
int cache_count(void);

/* static.c */
void serve_static(const char *docroot, request_t *req, response_t *resp);

/* response.c */
void response_begin(response_t *r, int status, const char *reason);
void response_header(response_t *r, const char *name, const char *value);
void response_header_u64(response_t *r, const char *name, uint64_t v, int hex);
void response_end(response_t *r);
uint64_t body_digest(const char *p, int n);

/* accesslog.c */
void access_log(const request_t *req, const response_t *resp);
uint64_t access_log_checksum(void);

/* docroot.c */
void docroot_create(const char *root, int files);
const char *docroot_sample_path(uint64_t r, int *len);

#endif
