import sys, timeit, importlib
after = sys.argv[1] == 'a'
if after: sys.argv.append('--after')
import orders_etl as m
rows = m.load_rows(m.gen_csv(20000)) if not after else m.load_rows(m.gen_csv(20000))
t = timeit.timeit(lambda: [m.validate_record(r) for r in rows], number=5)
t2 = timeit.timeit(lambda: [m.process_row(r) for r in rows], number=5)
print(sys.argv[1], 'validate us/call %.2f' % (t/1e5*1e6), 'process_row us/call %.2f' % (t2/1e5*1e6))
