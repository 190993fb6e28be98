import sys, json, re
pats = [re.compile(p) for p in sys.argv[1].split('||')]
for p in sys.argv[2:]:
    d = json.load(open(p)); frames = d['shared']['frames']
    hitf = [any(pt.search(f['name']) for pt in pats) for f in frames]
    tot = h = 0; n = 0
    for pr in d['profiles']:
        for s, w in zip(pr['samples'], pr['weights']):
            n += 1; tot += w
            if any(hitf[i] for i in s): h += w
    print(f'{p}: profiles {len(d["profiles"])} samples {n} weight {tot}; culprit inclusive {100*h/tot:.1f}%')
