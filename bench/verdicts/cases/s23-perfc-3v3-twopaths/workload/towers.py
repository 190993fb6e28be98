import sys, collections, re
sys.argv=[sys.argv[0]]+sys.argv[1:]
exec(open(__file__.rsplit('/',1)[0]+'/share.py' if '/' in __file__ else 'share.py').read().split('def main():')[0])
for p in sys.argv[1:]:
    c=collections.Counter()
    for st,n in perf_samples(p):
        if st and st[0]=='hash_bytes': c[' <- '.join(st[:3])]+=n
    print(p, c.most_common(6))
