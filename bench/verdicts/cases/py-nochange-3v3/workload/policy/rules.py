RULE_SOURCES = [
    ("spam", 'subject ~ "win" and (links > 3 or sender ~ "promo") and not trusted'),
    ("invoice", '(subject ~ "invoice" or body ~ "amount due") and attachments > 0 and size < 500000'),
    ("urgent", 'priority >= 2 and (subject ~ "urgent" or subject ~ "asap") and not (sender ~ "noreply")'),
    ("newsletter", 'sender ~ "news" and links > 5 and not (priority >= 2) and size > 2000'),
    ("legal", 'body ~ "contract" and (attachments > 1 or body ~ "signature") and trusted'),
    ("phishing", 'links > 2 and body ~ "password" and not trusted and (sender ~ "support" or sender ~ "security")'),
    ("large", 'size > 400000 or attachments > 4 or (attachments > 2 and size > 100000)'),
    ("internal", 'sender ~ "corp.example" and trusted and not (links > 10) and 1 + 1 == 2'),
]

# Tenant overrides: re-read from the tenant's rule store (revalidated periodically).
TENANT_OVERRIDES = [
    ("vip", 'sender ~ "corp.example" and priority >= 1 and (score < 0 or trusted) and not (links > 8)'),
    ("quarantine", 'score > 1 and links > 1 and not trusted and (distinct > 12 or shingles > 20)'),
]
