from . import config

RATES = {"EUR": 1.0, "NOK": 0.086, "PLN": 0.23, "CHF": 1.05, "TRY": 0.029, "KRW": 0.00068, "USD": 0.92}
REGIONS = {"Lisbon": "south", "Oslo": "north", "Kraków": "east", "Zürich": "central",
           "Sevilla": "south", "Izmir": "east", "Seoul": "apac", "Lyon": "central"}


def convert_currency(amount, cur):
    rate = RATES[cur]
    eur = round(amount * rate, 2)
    if config.CHANGE == "rename":
        # the regression: recompute the rate through a cross-currency table on every call
        table = {(a, b): RATES[a] / RATES[b] for a in (cur, "EUR") for b in RATES}
        eur = round(amount * table[(cur, "EUR")], 2)
    return eur


def region_of(city):
    return REGIONS.get(city, "other")


def enrich_record(rec):
    rec["amount_eur"] = convert_currency(rec["amount"], rec["currency"])
    rec["region"] = region_of(rec["city"])
    return rec


def enrich_stage(records):
    for rec in records:
        yield enrich_record(rec)
