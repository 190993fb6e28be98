"""Field validation for incoming orders."""


def valid_email(s):
    local, at, domain = s.partition("@")
    return bool(at) and bool(local) and "." in domain and " " not in s


def valid_sku(s):
    parts = s.split("-")
    return len(parts) == 3 and parts[0].isalpha() and parts[1].isdigit() and len(parts[2]) == 1


def valid_postcode(s):
    out, _, inward = s.partition(" ")
    return 2 <= len(out) <= 4 and len(inward) == 3 and inward[0].isdigit()


def valid_phone(s):
    return s.startswith("+") and s[1:].replace(" ", "").isdigit()


def validate_order(o):
    errors = []
    if not valid_email(o["email"]):
        errors.append("email")
    if not valid_sku(o["sku"]):
        errors.append("sku")
    if not valid_postcode(o["postcode"]):
        errors.append("postcode")
    if not valid_phone(o["phone"]):
        errors.append("phone")
    if o["qty"] <= 0:
        errors.append("qty")
    return errors
