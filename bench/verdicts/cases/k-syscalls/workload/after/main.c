/* httpd-sim driver: builds a docroot on disk (once), loads it into the file
 * cache, then replays a synthetic request log through the request path. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "httpd.h"

static uint64_t rs = 0x853c49e6748fea9bULL;
static uint64_t rnd(void)
{
    rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17;
    return rs;
}

static int build_request(char *out, int cap)
{
    static const char *agents[] = { "Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0",
                                    "curl/7.88.1", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)" };
    uint64_t r = rnd();
    int plen;
    const char *path = docroot_sample_path(r, &plen);
    return snprintf(out, (size_t)cap,
                    "GET /site%s%s HTTP/1.1\r\nHost: www.example.test\r\nUser-Agent: %s\r\n"
                    "Accept: text/html,application/xhtml+xml,*/*;q=0.8\r\nAccept-Encoding: gzip, br\r\n"
                    "Accept-Language: en-GB,en;q=0.7\r\nConnection: %s\r\n\r\n",
                    path, (r >> 40) % 4 == 0 ? "?v=3" : "", agents[(r >> 50) % 3],
                    (r >> 44) % 16 == 0 ? "close" : "keep-alive");
}

__attribute__((noinline)) static uint64_t handle_request(const char *docroot, const char *buf, int len)
{
    request_t req;
    response_t resp;
    if (parse_request(buf, len, &req) != 0)
        return 0;
    serve_static(docroot, &req, &resp);
    access_log(&req, &resp);
    return (uint64_t)resp.status * 131 + (uint64_t)resp.body_len + (uint64_t)resp.head_len;
}

__attribute__((noinline)) static uint64_t replay(const char *docroot, int requests)
{
    enum { BATCH = 256 };
    static char reqs[BATCH][1024];
    static int lens[BATCH];
    uint64_t acc = 0;
    for (int done = 0; done < requests; done += BATCH) {
        for (int i = 0; i < BATCH; i++)
            lens[i] = build_request(reqs[i], sizeof reqs[i]);
        for (int i = 0; i < BATCH; i++)
            acc += handle_request(docroot, reqs[i], lens[i]);
    }
    return acc;
}

int main(int argc, char **argv)
{
    int requests = argc > 1 ? atoi(argv[1]) : 100000;
    const char *root = argc > 2 ? argv[2] : "www";
    docroot_create(root, 40);
    cache_load(root);
    uint64_t acc = replay(root, requests);
    printf("%d requests, %d cached files, %016llx %016llx\n", requests, cache_count(),
           (unsigned long long)acc, (unsigned long long)access_log_checksum());
    return 0;
}
