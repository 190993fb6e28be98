import asyncio
import hashlib


class UserStore:
    """Async user directory with a simulated network round trip."""

    def __init__(self, rng):
        self.users = {i: {"id": i, "name": "user%d" % i, "email": "user%d@example.org" % i,
                          "locale": rng.choice(["en", "de", "pt", "ko"]),
                          "channels": rng.sample(["email", "sms", "push"], 2)} for i in range(500)}

    async def fetch_user(self, uid):
        await asyncio.sleep(0.001)
        return self.users[uid]


def sign_payload(payload, key=b"gateway-secret"):
    """Blocking work run in the default executor."""
    return hashlib.pbkdf2_hmac("sha256", payload.encode(), key, 200).hex()
