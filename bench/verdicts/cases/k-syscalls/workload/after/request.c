#include "httpd.h"

static int find_char(const char *p, int n, char c)
{
    for (int i = 0; i < n; i++)
        if (p[i] == c)
            return i;
    return -1;
}

static int lower_eq(str_t a, const char *b)
{
    int i = 0;
    for (; i < a.n && b[i]; i++) {
        char c = a.p[i];
        if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
        if (c != b[i]) return 0;
    }
    return i == a.n && !b[i];
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Percent-decodes, collapses "//", resolves "." and ".." segments. */
int normalize_path(const str_t *raw, char *out, int cap)
{
    int n = 0;
    int seg_start[64], nseg = 0;
    out[n++] = '/';
    int i = 0;
    while (i < raw->n && n < cap - 4) {
        char c = raw->p[i];
        if (c == '%' && i + 2 < raw->n && hexval(raw->p[i + 1]) >= 0 && hexval(raw->p[i + 2]) >= 0) {
            c = (char)(hexval(raw->p[i + 1]) * 16 + hexval(raw->p[i + 2]));
            i += 2;
        }
        i++;
        if (c == '/') {
            if (out[n - 1] == '/') continue;
            out[n++] = '/';
            continue;
        }
        if (out[n - 1] == '/' && nseg < 64) seg_start[nseg++] = n;
        out[n++] = c;
        /* segment complete? */
        if (i >= raw->n || raw->p[i] == '/') {
            int s = seg_start[nseg - 1], len = n - s;
            if (len == 1 && out[s] == '.') { n = s; nseg--; }
            else if (len == 2 && out[s] == '.' && out[s + 1] == '.') {
                nseg--;
                n = nseg > 0 ? seg_start[--nseg] : 1;
            }
        }
    }
    out[n] = 0;
    return n;
}

int parse_request(const char *buf, int len, request_t *req)
{
    int eol = find_char(buf, len, '\r');
    if (eol < 0) return -1;
    int sp1 = find_char(buf, eol, ' ');
    if (sp1 < 0) return -1;
    int sp2 = find_char(buf + sp1 + 1, eol - sp1 - 1, ' ');
    if (sp2 < 0) return -1;
    sp2 += sp1 + 1;
    req->method = (str_t){ buf, sp1 };
    req->target = (str_t){ buf + sp1 + 1, sp2 - sp1 - 1 };
    req->version = (str_t){ buf + sp2 + 1, eol - sp2 - 1 };
    int q = find_char(req->target.p, req->target.n, '?');
    req->path = (str_t){ req->target.p, q < 0 ? req->target.n : q };
    req->query = q < 0 ? (str_t){ "", 0 } : (str_t){ req->target.p + q + 1, req->target.n - q - 1 };
    req->norm_len = normalize_path(&req->path, req->norm_path, sizeof req->norm_path);
    req->nheaders = 0;
    req->keep_alive = 1;
    req->if_none_match = NULL;
    int pos = eol + 2;
    while (pos < len && buf[pos] != '\r' && req->nheaders < MAX_HEADERS) {
        int e = find_char(buf + pos, len - pos, '\r');
        if (e < 0) break;
        int colon = find_char(buf + pos, e, ':');
        if (colon > 0) {
            str_t name = { buf + pos, colon };
            int vs = colon + 1;
            while (vs < e && buf[pos + vs] == ' ') vs++;
            str_t value = { buf + pos + vs, e - vs };
            req->hname[req->nheaders] = name;
            req->hvalue[req->nheaders] = value;
            req->nheaders++;
            if (lower_eq(name, "connection") && lower_eq(value, "close")) req->keep_alive = 0;
            if (lower_eq(name, "if-none-match")) req->if_none_match = value.p;
        }
        pos += e + 2;
    }
    return 0;
}
