import re

_PUNCT = re.compile(r'[^a-z0-9 ]+')
_SPACES = re.compile(r'\s+')


def normalize(s):
    s = s.lower()
    s = _PUNCT.sub(' ', s)
    s = _SPACES.sub(' ', s).strip()
    words = [w for w in s.split(' ') if w not in ('corp', 'inc', 'llc', 'ltd', 'gmbh')]
    return ' '.join(words)


def bucket_key(rec):
    first = rec['name'].split(' ', 1)[0]
    return (rec['loc'], first, rec['supplier'][:6])
