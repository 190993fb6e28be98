from . import middleware
from .db import Database
from .router import Router
from . import views


class App:
    def __init__(self, router, stack):
        self.router = router
        self.handler = router.dispatch
        for mw in reversed(stack):
            self.handler = mw(self.handler)

    def __call__(self, req):
        return self.handler(req)


def build_app(seed):
    db = Database(seed)
    router = Router()
    router.add("GET", "/orders", views.OrdersView(db).list_orders)
    router.add("GET", "/users/<uid>", views.UsersView(db).get_user)
    router.add("GET", "/products/search", views.ProductsView(db).search)
    router.add("POST", "/cart/<uid>", views.CartView(db).add_item)
    stack = [middleware.request_id, middleware.access_log, middleware.metrics,
             middleware.authenticate, middleware.etag]
    return App(router, stack)
