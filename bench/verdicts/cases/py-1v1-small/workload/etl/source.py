import random

FIRST = ["Ana", "Björn", "Chloé", "Dmitri", "Eun-ji", "François", "Gül", "Hiro", "Inés", "José"]
LAST = ["Müller", "O'Neil", "Søren", "Núñez", "Kowalski", "Lee", "Dubois", "Şahin"]
CITIES = ["Lisbon", "Oslo", "Kraków", "Zürich", "Sevilla", "Izmir", "Seoul", "Lyon"]
CUR = ["EUR", "NOK", "PLN", "CHF", "TRY", "KRW", "USD"]


def order_feed(seed):
    """Yield CSV lines of order events, forever."""
    rng = random.Random(seed)
    n = 0
    while True:
        n += 1
        first, last = rng.choice(FIRST), rng.choice(LAST)
        phone = "+%d (%03d) %03d-%04d" % (rng.randrange(1, 99), rng.randrange(1000), rng.randrange(1000), rng.randrange(10000))
        email = "  %s.%s@Example.COM " % (first, last)
        amount = "%d.%02d" % (rng.randrange(1, 5000), rng.randrange(100))
        yield ",".join([str(n), first + " " + last, email, phone, rng.choice(CITIES), amount,
                        rng.choice(CUR), "2024-%02d-%02dT%02d:%02d:00" % (rng.randrange(1, 13), rng.randrange(1, 29),
                                                                        rng.randrange(24), rng.randrange(60))])
