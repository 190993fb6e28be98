from . import config
from .http import Response
from .templates import render_page, render_table


class OrdersView:
    def __init__(self, db):
        self.db = db

    def list_orders(self, req):
        page = int(req.query.get("page", "1"))
        rows = self.db.orders.select(where={"status": "paid"}, order_by="id")
        rows = rows[(page - 1) * 12: page * 12]
        return Response(200, render_page("Orders", [render_table(rows, ["id", "user", "sku", "qty"])]))


class UsersView:
    def __init__(self, db):
        self.db = db
        self._cache = {}

    def find_user(self, uid):
        if config.CHANGE == "opposite":
            hit = self._cache.get(uid)
            if hit is not None:
                return hit
        found = self.db.users.select(where={"id": uid})
        user = found[0] if found else None
        if config.CHANGE == "opposite":
            self._cache[uid] = user
        return user

    def recent_orders(self, uid):
        return self.db.orders.select(where={"user": uid}, limit=8)

    def get_user(self, req, uid):
        user = self.find_user(int(uid))
        if user is None:
            return Response(404, "no such user")
        orders = self.recent_orders(user["id"])
        blocks = [render_table([user], ["id", "name", "email", "tier"]),
                  render_table(orders, ["id", "sku", "qty", "status"])]
        return Response(200, render_page("User %s" % user["name"], blocks))


class ProductsView:
    def __init__(self, db):
        self.db = db

    def rank_products(self, terms):
        scored = []
        for p in self.db.products.rows:
            title = p["title"]
            score = sum(1 for t in terms if t in title)
            if score:
                scored.append((-score, p["price"], p["sku"], p))
        scored.sort(key=lambda t: t[:3])
        return [p for *_, p in scored[:20]]

    def search(self, req):
        terms = req.query.get("q", "").lower().split()
        rows = self.rank_products(terms)
        return Response(200, render_page("Search", [render_table(rows, ["sku", "title", "price", "stock"])]))


class CartView:
    def __init__(self, db):
        self.db = db

    def add_item(self, req, uid):
        form = dict(kv.split("=") for kv in req.body.split("&") if kv)
        cart = self.db.carts.setdefault(int(uid), [])
        cart.append((int(form["sku"]), int(form["qty"])))
        if len(cart) > 20:
            del cart[:10]
        return Response(201, "ok")
