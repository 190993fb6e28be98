"""towers.py FILE...: callers of validate_record (speedscope) per file."""
import sys, json, collections
for p in sys.argv[1:]:
    d = json.load(open(p)); fr = d['shared']['frames']; c = collections.Counter()
    for prof in d['profiles']:
        for s in prof['samples']:
            names = [fr[i]['name'] for i in s]
            if 'validate_record' in names:
                c[names[names.index('validate_record') - 1]] += 1
    print(p, dict(c))
