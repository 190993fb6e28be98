"""threads.py FILE...: samples per thread (first frame of py-spy raw lines, thread id stripped)."""
import sys, re, collections
for p in sys.argv[1:]:
    c = collections.Counter()
    for line in open(p):
        st, n = line.rstrip('\n').rsplit(' ', 1)
        c[re.sub(r'\(\d+\)', '(N)', st.split(';', 1)[0])] += int(n)
    print(p, sum(c.values()), dict(sorted(c.items())))
