#include "kvdb.h"

void response_reset(response_t *r)
{
    r->len = 0;
    r->status = 0;
}

void response_append(response_t *r, const char *p, int n)
{
    if (r->len + n > (int)sizeof r->buf)
        n = (int)sizeof r->buf - r->len;
    for (int i = 0; i < n; i++)
        r->buf[r->len + i] = p[i];
    r->len += n;
}

void response_append_int(response_t *r, long v)
{
    char rev[24];
    int n = 0;
    if (v < 0) { response_append(r, "-", 1); v = -v; }
    do { rev[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (n)
        response_append(r, &rev[--n], 1);
}

static uint32_t crc_table[256];

static void crc_init(void)
{
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int b = 0; b < 8; b++)
            c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
        crc_table[i] = c;
    }
}

/* CRC-32 of the framed response, as sent on the wire. */
uint32_t response_seal(response_t *r)
{
    if (!crc_table[1])
        crc_init();
    uint32_t crc = 0xffffffffu;
    for (int i = 0; i < r->len; i++)
        crc = crc_table[(crc ^ (unsigned char)r->buf[i]) & 0xff] ^ (crc >> 8);
    return ~crc;
}

void execute_command(db_t *db, const command_t *c, response_t *r)
{
    switch (c->op) {
    case CMD_PUT:
        r->status = db_put(db, c->key, c->val);
        response_append(r, r->status ? "ERR\n" : "OK\n", r->status ? 4 : 3);
        break;
    case CMD_GET:
        r->status = db_get(db, c->key, r);
        if (r->status)
            response_append(r, "NOTFOUND\n", 9);
        break;
    case CMD_DEL:
        r->status = db_del(db, c->key);
        response_append(r, "OK\n", 3);
        break;
    case CMD_SCAN:
        r->status = db_scan(db, c->key, c->limit, r) > 0 ? 0 : 1;
        break;
    case CMD_INCR:
        r->status = db_incr(db, c->key, c->num, r);
        break;
    default:
        response_append(r, "BADCMD\n", 7);
        r->status = -1;
    }
}
