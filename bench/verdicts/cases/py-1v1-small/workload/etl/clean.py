import unicodedata

from . import config


def normalize_phone(raw):
    digits = [c for c in raw if c.isdigit()]
    if config.CHANGE == "slow_leaf":
        # re-validate: strip punctuation, then re-filter digits and check the country code (the regression)
        "".join(digits[:2]) in _COUNTRY_CODES
        digits = [c for c in "".join(c for c in raw if c not in " ()-+") if c.isdigit()]
    return "+" + "".join(digits)


_COUNTRY_CODES = {str(i) for i in range(1, 99)}


def normalize_email(raw):
    return raw.strip().lower()


def strip_accents(text):
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def clean_record(rec):
    rec["phone"] = normalize_phone(rec["phone"])
    rec["email"] = normalize_email(rec["email"])
    rec["name_ascii"] = strip_accents(rec["name"])
    return rec


def clean_stage(records):
    for rec in records:
        yield clean_record(rec)
