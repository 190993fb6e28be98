"""Prices in integer pence; coupons, volume discounts and VAT."""

COUPONS = {"SPRING10": ("pct", 10), "VIP20": ("pct", 20), "FREESHIP": ("ship", 0)}
VAT_RATE = 20


def parse_price(s):
    whole, _, frac = s.partition(".")
    return int(whole) * 100 + int((frac + "00")[:2])


def volume_discount(qty, unit):
    if qty >= 5:
        return unit * qty * 8 // 100
    if qty >= 3:
        return unit * qty * 4 // 100
    return 0


def shipping(city, subtotal, coupon):
    if coupon and COUPONS.get(coupon, ("", 0))[0] == "ship":
        return 0
    if subtotal >= 5000:
        return 0
    return 395 if city in ("Leeds", "York") else 495


def price_order(o):
    unit = parse_price(o["price"])
    gross = unit * o["qty"]
    disc = volume_discount(o["qty"], unit)
    kind, pct = COUPONS.get(o["coupon"], ("", 0))
    if kind == "pct":
        disc += (gross - disc) * pct // 100
    net = gross - disc
    ship = shipping(o["city"], net, o["coupon"])
    vat = (net + ship) * VAT_RATE // (100 + VAT_RATE)
    return {"gross": gross, "discount": disc, "shipping": ship, "vat": vat, "total": net + ship}
