"""Synthetic order feed: pipe-separated lines as exported by the storefront."""
import random

FIRST = ["ana", "ben", "chloe", "dev", "eli", "fatima", "goran", "hana", "ivan", "jun"]
DOMAINS = ["example.com", "mail.test", "shop.example.org", "corp.test"]
CITIES = ["Leeds", "York", "Bath", "Derby", "Hull", "Ely"]
SKUS = ["BK", "TS", "MG", "PN", "CP", "HD"]


def make_feed(n, seed=7):
    rnd = random.Random(seed)
    lines = []
    for i in range(n):
        name = rnd.choice(FIRST)
        email = f"{name}.{rnd.randint(1, 999)}@{rnd.choice(DOMAINS)}"
        sku = f"{rnd.choice(SKUS)}-{rnd.randint(1000, 9999)}-{rnd.choice('ABCDEFGH')}"
        qty = rnd.randint(1, 6)
        price = f"{rnd.randint(1, 250)}.{rnd.randint(0, 99):02d}"
        postcode = f"{rnd.choice('LSYBDH')}{rnd.choice('SODEU')}{rnd.randint(1, 29)} {rnd.randint(1, 9)}{rnd.choice('ABDEFGHJ')}{rnd.choice('LNPQRSTU')}"
        phone = f"+44 {rnd.randint(7000, 7999)} {rnd.randint(100000, 999999)}"
        coupon = rnd.choice(["", "", "", "SPRING10", "VIP20", "FREESHIP"])
        lines.append("|".join([str(100000 + i), email, sku, str(qty), price, postcode, rnd.choice(CITIES), phone, coupon]))
    return lines


def parse_line(line):
    f = line.split("|")
    return {
        "id": int(f[0]),
        "email": f[1],
        "sku": f[2],
        "qty": int(f[3]),
        "price": f[4],
        "postcode": f[5],
        "city": f[6],
        "phone": f[7],
        "coupon": f[8],
    }
