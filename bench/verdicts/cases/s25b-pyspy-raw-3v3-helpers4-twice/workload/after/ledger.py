#!/usr/bin/env python3
"""Toy bank-statement builder: parse CSV-ish transaction rows, dedupe, categorise, build the
statement lines, aggregate per account, checksum each batch.  Usage: ledger.py INPUT ROUNDS | ledger.py --generate N > INPUT"""
import sys, re, random, zlib, hashlib
from datetime import date

BATCH = 4000
CATEGORIES = [
    (re.compile(r'\b(grocer|market|bakery)\b', re.I), 'food'),
    (re.compile(r'\b(rail|metro|taxi|fuel)\b', re.I), 'transport'),
    (re.compile(r'\b(rent|lease|utility)\b', re.I), 'housing'),
    (re.compile(r'\b(salary|payroll|refund)\b', re.I), 'income'),
    (re.compile(r'\b(cinema|concert|stream)\b', re.I), 'leisure'),
    (re.compile(r'\b(pharmacy|clinic|dental)\b', re.I), 'health'),
    (re.compile(r'\b(school|tuition|books)\b', re.I), 'education'),
    (re.compile(r'\b(insurance|premium)\b', re.I), 'insurance'),
    (re.compile(r'\b(gym|sports|club)\b', re.I), 'fitness'),
    (re.compile(r'\b(hotel|airline|travel)\b', re.I), 'travel'),
    (re.compile(r'\b(tax|customs|fine)\b', re.I), 'government'),
    (re.compile(r'\b(charity|donation)\b', re.I), 'giving'),
]
SPACES = re.compile(r'\s+')
WORDS = ['grocer', 'market', 'rail', 'taxi', 'rent', 'utility', 'salary', 'cinema', 'stream',
         'bakery', 'fuel', 'payroll', 'lease', 'refund', 'concert', 'store', 'online', 'co', 'ltd']


def make_batch(rng, n):
    rows = []
    for i in range(n):
        d = date(2023, 1 + rng.randrange(12), 1 + rng.randrange(28))
        amt = rng.randrange(-250000, 400000)
        party = ' '.join(rng.choice(WORDS) for _ in range(3)).title()
        rows.append('%d;%s;%s;%d.%02d;ACC%03d;%s' % (
            rng.randrange(10**9), d.isoformat(), d.isoformat(), amt // 100, abs(amt) % 100,
            rng.randrange(40), party))
        if rng.random() < 0.05:
            rows.append(rows[-1])
    return rows


def load_rows(lines):
    out = []
    for ln in lines:
        f = ln.split(';')
        out.append({'id': f[0], 'booked': f[1], 'value': f[2], 'amount': f[3],
                    'account': f[4], 'party': f[5]})
    return out


def dedupe_rows(rows):
    seen = set(); out = []
    for r in rows:
        party = SPACES.sub(' ', r['party'].strip().lower())
        key = (r['id'].lstrip('0'), r['booked'], r['value'], r['amount'].replace('.', ''),
               r['account'].upper(), party)
        k2 = '|'.join(key)
        fuzzy = '%s|%s|%s' % (r['booked'], r['amount'], ''.join(sorted(party.split())))
        if k2 in seen or fuzzy in seen:
            continue
        seen.add(k2); seen.add(fuzzy)
        r['dedupe_key'] = hashlib.blake2b(k2.encode('utf-8'), digest_size=8).hexdigest()
        out.append(r)
    return out


def categorize(rows):
    for r in rows:
        tags = []
        for rx, name in CATEGORIES:
            if rx.search(r['party']):
                tags.append(name)
                if len(tags) == 3:
                    break
        r['tags'] = tags
        r['category'] = tags[0] if tags else 'other'


def parse_date(s):
    y, m, d = s.split('-')
    return date(int(y), int(m), int(d))


def parse_amount(s):
    neg = s.startswith('-')
    whole, _, frac = s.lstrip('-').partition('.')
    cents = int(whole) * 100 + int(frac or 0)
    return -cents if neg else cents


def format_money(cents):
    sign = '-' if cents < 0 else ''
    whole, frac = divmod(abs(cents), 100)
    return '%s%s.%02d EUR' % (sign, '{:,}'.format(whole).replace(',', "'"), frac)


def format_party(name):
    parts = [p.capitalize() for p in name.split() if p]
    s = ' '.join(parts)
    return s[:24].ljust(24, '.')


def build_statement_line(r):
    booked = parse_date(r['booked'])
    value = parse_date(r['value'])
    cents = parse_amount(r['amount'])
    kind = 'CR' if parse_amount(r['amount']) >= 0 else 'DR'
    memo = format_party(r['account'] + ' ' + r['party'])
    return '%s %s %-10s %s %18s %s %s %18s' % ('%02d.%02d.%d' % (booked.day, booked.month, booked.year), value.isoformat(),
                                            r['category'], format_party(r['party']),
                                            format_money(cents), kind, memo,
                                            format_money(abs(cents)))


def aggregate_by_account(rows):
    acc = {}
    for r in rows:
        a = acc.setdefault(r['account'], {'n': 0, 'sum': 0, 'cats': {}})
        a['n'] += 1
        a['sum'] += parse_amount(r['amount'])
        a['cats'][r['category']] = a['cats'].get(r['category'], 0) + 1
        month = r['booked'][:7]
        m = a.setdefault(month, [0, 0, 0])
        m[0] += 1; m[1] += len(r['party']); m[2] = max(m[2], len(r['id']))
        for t in r['tags']:
            a['cats'][t] = a['cats'].get(t, 0) + 1
        words = a.setdefault('words', {})
        for w in r['party'].lower().split():
            words[w] = words.get(w, 0) + 1
    for a in acc.values():
        a['top'] = sorted(a['words'].items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    return sorted(acc.items(), key=lambda kv: (-kv[1]['sum'], kv[0]))


def checksum_batch(lines):
    """Integrity checksum of the input batch (crc32 over 3-byte chunks)."""
    h = 0
    for ln in lines:
        for i in range(0, len(ln), 3):
            chunk = ln[i:i + 3]
            h = zlib.crc32(chunk.encode('utf-8'), h)
        h ^= len(ln)
    return h


def read_input(path):
    with open(path) as f:
        return f.read().splitlines()


def main():
    path = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    all_lines = read_input(path)
    total_bytes = 0; check = 0
    for k in range(rounds):
        off = (k * BATCH) % len(all_lines)
        raw = all_lines[off:off + BATCH]
        rows = dedupe_rows(load_rows(raw))
        categorize(rows)
        lines = [build_statement_line(r) for r in rows]
        summary = aggregate_by_account(rows)
        check = zlib.crc32(str(summary[:3]).encode(), check ^ checksum_batch(raw))
        total_bytes += sum(len(l) for l in lines)
    print('rounds', rounds, 'bytes', total_bytes, 'check', check)


if __name__ == '__main__':
    if sys.argv[1] == '--generate':
        rng = random.Random(42)
        sys.stdout.write('\n'.join(make_batch(rng, int(sys.argv[2]))) + '\n')
    else:
        main()
