import random

SUBJECTS = ["Win a prize now", "Invoice #{n}", "URGENT: server down", "Weekly news digest",
            "Contract draft v{n}", "Reset your password", "Lunch?", "Quarterly report", "asap: sign here"]
SENDERS = ["promo@deals.example", "billing@corp.example", "ops@corp.example", "news@letters.example",
           "legal@firm.example", "security@support-desk.example", "friend@mail.example", "noreply@corp.example"]
WORDS = ("the amount due is attached please review contract signature password reset link meeting "
         "schedule report figures quarter budget team update click here offer").split()


def document_stream(seed):
    rng = random.Random(seed)
    n = 0
    while True:
        n += 1
        body = " ".join(rng.choice(WORDS) for _ in range(rng.randrange(20, 60)))
        yield {
            "id": n,
            "subject": rng.choice(SUBJECTS).replace("{n}", str(n)),
            "sender": rng.choice(SENDERS),
            "body": body,
            "links": rng.randrange(0, 12),
            "attachments": rng.randrange(0, 6),
            "size": rng.randrange(500, 800000),
            "priority": rng.randrange(0, 4),
            "trusted": rng.random() < 0.4,
        }
