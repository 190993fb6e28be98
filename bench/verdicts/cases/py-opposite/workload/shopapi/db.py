import random


class Table:
    def __init__(self, name, rows):
        self.name = name
        self.rows = rows

    def select(self, where=None, order_by=None, limit=None):
        rows = self._filter_rows(where) if where else list(self.rows)
        if order_by:
            rows.sort(key=lambda r: r[order_by])
        return rows[:limit] if limit else rows

    def _filter_rows(self, where):
        return [r for r in self.rows if self._match(r, where)]

    @staticmethod
    def _match(row, where):
        for k, v in where.items():
            if row.get(k) != v:
                return False
        return True


class Database:
    def __init__(self, seed):
        rng = random.Random(seed)
        words = ["red", "blue", "oak", "wool", "steel", "shoe", "lamp", "table", "hat", "pan", "cup", "rug"]
        self.users = Table("users", [
            {"id": i, "name": "user%d" % i, "email": "u%d@example.com" % i, "tier": rng.choice("abc")}
            for i in range(1, 1200)])
        self.products = Table("products", [
            {"sku": 1000 + i, "title": " ".join(rng.sample(words, 3)), "price": rng.randrange(100, 9000),
             "stock": rng.randrange(0, 50)} for i in range(600)])
        self.orders = Table("orders", [
            {"id": i, "user": rng.randrange(1, 400), "sku": 1000 + rng.randrange(600),
             "qty": rng.randrange(1, 5), "status": rng.choice(["new", "paid", "sent"])}
            for i in range(2000)])
        self.carts = {}
