"""Field validation for incoming orders (strict formats, as required by the
payment provider since the March release, plus an injection screen)."""
import re

EMAIL = re.compile(
    r"(?:[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*)"
    r"@(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)",
    re.IGNORECASE,
)
SKU = re.compile(r"[A-Z]{2}-\d{4}-[A-H]")
POSTCODE = re.compile(r"[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}")
PHONE = re.compile(r"\+\d{1,3}(?: ?\d{2,6}){2,4}")
SUSPICIOUS = re.compile(
    r"(?:<\s*script|javascript:|\b(?:select|insert|update|delete|drop|union)\s+\w+|--|/\*|\bor\s+1\s*=\s*1)",
    re.IGNORECASE,
)


def valid_email(s):
    return EMAIL.fullmatch(s) is not None


def valid_sku(s):
    return SKU.fullmatch(s) is not None


def valid_postcode(s):
    return POSTCODE.fullmatch(s) is not None


def valid_phone(s):
    return PHONE.fullmatch(s) is not None


def looks_injected(o):
    return any(SUSPICIOUS.search(v) for v in (o["city"], o["coupon"]))


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
    if looks_injected(o):
        errors.append("injection")
    return errors
