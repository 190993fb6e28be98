#include "kvdb.h"

static int is_space(char c) { return c == ' ' || c == '\t'; }

static int next_token(const char *line, int len, int *pos, slice_t *tok)
{
    int i = *pos;
    while (i < len && is_space(line[i]))
        i++;
    if (i >= len)
        return 0;
    int start = i;
    if (line[i] == '"') {
        start = ++i;
        while (i < len && line[i] != '"') {
            if (line[i] == '\\' && i + 1 < len)
                i++;
            i++;
        }
        tok->p = line + start;
        tok->len = i - start;
        *pos = i < len ? i + 1 : i;
        return 1;
    }
    while (i < len && !is_space(line[i]))
        i++;
    tok->p = line + start;
    tok->len = i - start;
    *pos = i;
    return 1;
}

static int parse_long(slice_t t, long *out)
{
    long v = 0;
    int neg = 0, i = 0;
    if (t.len > 0 && t.p[0] == '-') { neg = 1; i = 1; }
    if (i >= t.len)
        return -1;
    for (; i < t.len; i++) {
        if (t.p[i] < '0' || t.p[i] > '9')
            return -1;
        v = v * 10 + (t.p[i] - '0');
    }
    *out = neg ? -v : v;
    return 0;
}

static int parse_verb(slice_t t)
{
    if (t.len == 3 && t.p[0] == 'P' && t.p[1] == 'U' && t.p[2] == 'T') return CMD_PUT;
    if (t.len == 3 && t.p[0] == 'G' && t.p[1] == 'E' && t.p[2] == 'T') return CMD_GET;
    if (t.len == 3 && t.p[0] == 'D' && t.p[1] == 'E' && t.p[2] == 'L') return CMD_DEL;
    if (t.len == 4 && t.p[0] == 'S' && t.p[1] == 'C' && t.p[2] == 'A' && t.p[3] == 'N') return CMD_SCAN;
    if (t.len == 4 && t.p[0] == 'I' && t.p[1] == 'N' && t.p[2] == 'C' && t.p[3] == 'R') return CMD_INCR;
    return CMD_BAD;
}

int parse_command(const char *line, int len, command_t *out)
{
    int pos = 0;
    slice_t verb, a, b;
    out->op = CMD_BAD;
    if (!next_token(line, len, &pos, &verb))
        return -1;
    out->op = parse_verb(verb);
    if (out->op == CMD_BAD || !next_token(line, len, &pos, &a) || a.len >= KEY_MAX)
        return -1;
    out->key = a;
    switch (out->op) {
    case CMD_PUT:
        if (!next_token(line, len, &pos, &b) || b.len >= VAL_MAX)
            return -1;
        out->val = b;
        break;
    case CMD_SCAN:
        out->limit = 10;
        if (next_token(line, len, &pos, &b)) {
            long l;
            if (parse_long(b, &l) == 0 && l > 0 && l < 200)
                out->limit = (int)l;
        }
        break;
    case CMD_INCR:
        out->num = 1;
        if (next_token(line, len, &pos, &b) && parse_long(b, &out->num) != 0)
            return -1;
        break;
    default:
        break;
    }
    return 0;
}
