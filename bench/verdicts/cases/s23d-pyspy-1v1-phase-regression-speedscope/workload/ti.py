# timeit of check_iban before vs --after (same inputs)
import sys, random, timeit, importlib
sys.argv = ["ledger.py"]
import ledger
rng = random.Random(5)
ibans = [ledger.make_iban(rng) for _ in range(2000)]
for after in (False, True):
    ledger.AFTER = after
    assert all(ledger.check_iban(i) for i in ibans)
    t = min(timeit.repeat(lambda: [ledger.check_iban(i) for i in ibans], number=20, repeat=5)) / (20 * len(ibans))
    print(f"check_iban after={after}: {t*1e6:.2f} us/call")
