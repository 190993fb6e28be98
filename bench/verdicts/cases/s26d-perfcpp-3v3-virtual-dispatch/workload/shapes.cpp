// Shape batch processor: builds a mixed list of shapes (circles, rectangles, triangles,
// hexagons), then per frame runs processShape on every element (area, perimeter, bounding box
// -> statistics), plus a spatial grid count, a sort by x and a text report.
//
// usage: shapes COUNT FRAMES
// Build: g++ -O2 -g -fno-omit-frame-pointer shapes.cpp            (before: switch on a type tag)
//        g++ -O2 -g -fno-omit-frame-pointer -DAFTER shapes.cpp    (after: virtual calls)
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

enum class Kind : uint8_t { Circle, Rect, Triangle, Hexagon };

struct Shape {
    Kind kind;
    double x, y;
    explicit Shape(Kind k, double x_, double y_) : kind(k), x(x_), y(y_) {}
    virtual ~Shape() = default;
    virtual double area() const = 0;
    virtual double perimeter() const = 0;
    virtual double bboxWidth() const = 0;
    virtual double bboxHeight() const = 0;
};

struct Circle final : Shape {
    double r;
    Circle(double x_, double y_, double r_) : Shape(Kind::Circle, x_, y_), r(r_) {}
    double areaImpl() const { return M_PI * r * r; }
    double perimeterImpl() const { return 2.0 * M_PI * r; }
    double bboxWidthImpl() const { return 2.0 * r; }
    double bboxHeightImpl() const { return 2.0 * r; }
    double area() const override;
    double perimeter() const override;
    double bboxWidth() const override;
    double bboxHeight() const override;
};

struct Rect final : Shape {
    double w, h, ca, sa;  // size and the cosine/sine of its rotation
    Rect(double x_, double y_, double w_, double h_, double a_)
        : Shape(Kind::Rect, x_, y_), w(w_), h(h_), ca(std::cos(a_)), sa(std::sin(a_)) {}
    double areaImpl() const { return w * h; }
    double perimeterImpl() const { return 2.0 * (w + h); }
    double bboxWidthImpl() const { return std::fabs(w * ca) + std::fabs(h * sa); }
    double bboxHeightImpl() const { return std::fabs(w * sa) + std::fabs(h * ca); }
    double area() const override;
    double perimeter() const override;
    double bboxWidth() const override;
    double bboxHeight() const override;
};

static inline double dist(double x0, double y0, double x1, double y1) {
    return __builtin_sqrt((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0));
}

struct Triangle final : Shape {
    double ax, ay, bx, by, cx, cy;  // vertices relative to (x, y)
    Triangle(double x_, double y_, double ax_, double ay_, double bx_, double by_, double cx_, double cy_)
        : Shape(Kind::Triangle, x_, y_), ax(ax_), ay(ay_), bx(bx_), by(by_), cx(cx_), cy(cy_) {}
    double areaImpl() const { return 0.5 * std::fabs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)); }
    double perimeterImpl() const {
        return dist(ax, ay, bx, by) + dist(bx, by, cx, cy) + dist(cx, cy, ax, ay);
    }
    double bboxWidthImpl() const { return std::max({ax, bx, cx}) - std::min({ax, bx, cx}); }
    double bboxHeightImpl() const { return std::max({ay, by, cy}) - std::min({ay, by, cy}); }
    double area() const override;
    double perimeter() const override;
    double bboxWidth() const override;
    double bboxHeight() const override;
};

struct Hexagon final : Shape {
    double side;
    Hexagon(double x_, double y_, double s_) : Shape(Kind::Hexagon, x_, y_), side(s_) {}
    double areaImpl() const { return 1.5 * 1.7320508075688772 * side * side; }
    double perimeterImpl() const { return 6.0 * side; }
    double bboxWidthImpl() const { return 2.0 * side; }
    double bboxHeightImpl() const { return 1.7320508075688772 * side; }
    double area() const override;
    double perimeter() const override;
    double bboxWidth() const override;
    double bboxHeight() const override;
};

double Circle::area() const { return areaImpl(); }
double Circle::perimeter() const { return perimeterImpl(); }
double Circle::bboxWidth() const { return bboxWidthImpl(); }
double Circle::bboxHeight() const { return bboxHeightImpl(); }
double Rect::area() const { return areaImpl(); }
double Rect::perimeter() const { return perimeterImpl(); }
double Rect::bboxWidth() const { return bboxWidthImpl(); }
double Rect::bboxHeight() const { return bboxHeightImpl(); }
double Triangle::area() const { return areaImpl(); }
double Triangle::perimeter() const { return perimeterImpl(); }
double Triangle::bboxWidth() const { return bboxWidthImpl(); }
double Triangle::bboxHeight() const { return bboxHeightImpl(); }
double Hexagon::area() const { return areaImpl(); }
double Hexagon::perimeter() const { return perimeterImpl(); }
double Hexagon::bboxWidth() const { return bboxWidthImpl(); }
double Hexagon::bboxHeight() const { return bboxHeightImpl(); }

struct Stats {
    double area = 0, perimeter = 0, compact = 0, bboxFill = 0;
    long count = 0;
};

static uint64_t rng = 0x9E3779B97F4A7C15ULL;
static inline uint64_t next() {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}
static inline double unit() { return (next() >> 11) * (1.0 / 9007199254740992.0); }

__attribute__((noinline)) std::vector<std::unique_ptr<Shape>> makeShapes(size_t n) {
    std::vector<std::unique_ptr<Shape>> v;
    v.reserve(n);
    for (size_t i = 0; i < n; i++) {
        double x = unit() * 1000, y = unit() * 1000;
        switch (next() % 4) {
        case 0: v.emplace_back(new Circle(x, y, 1 + unit() * 20)); break;
        case 1: v.emplace_back(new Rect(x, y, 1 + unit() * 30, 1 + unit() * 30, unit() * 3.14159)); break;
        case 2: v.emplace_back(new Triangle(x, y, unit() * 20, unit() * 20, unit() * 20, unit() * 20,
                                            unit() * 20, unit() * 20)); break;
        default: v.emplace_back(new Hexagon(x, y, 1 + unit() * 15)); break;
        }
    }
    return v;
}

// The per-element function: one shape into the running statistics.
__attribute__((noinline)) void processShape(const Shape &s, Stats &st) {
    double a, p, bw, bh;
#ifdef AFTER
    a = s.area();
    p = s.perimeter();
    bw = s.bboxWidth();
    bh = s.bboxHeight();
#else
    switch (s.kind) {
    case Kind::Circle: {
        const auto &c = static_cast<const Circle &>(s);
        a = c.areaImpl(); p = c.perimeterImpl(); bw = c.bboxWidthImpl(); bh = c.bboxHeightImpl();
        break;
    }
    case Kind::Rect: {
        const auto &r = static_cast<const Rect &>(s);
        a = r.areaImpl(); p = r.perimeterImpl(); bw = r.bboxWidthImpl(); bh = r.bboxHeightImpl();
        break;
    }
    case Kind::Triangle: {
        const auto &t = static_cast<const Triangle &>(s);
        a = t.areaImpl(); p = t.perimeterImpl(); bw = t.bboxWidthImpl(); bh = t.bboxHeightImpl();
        break;
    }
    default: {
        const auto &h = static_cast<const Hexagon &>(s);
        a = h.areaImpl(); p = h.perimeterImpl(); bw = h.bboxWidthImpl(); bh = h.bboxHeightImpl();
        break;
    }
    }
#endif
    st.area += a;
    st.perimeter += p;
    st.compact += 4.0 * M_PI * a / (p * p + 1e-9);
    st.bboxFill += a / (bw * bh + 1e-9);
    st.count++;
}

__attribute__((noinline)) Stats processAll(const std::vector<std::unique_ptr<Shape>> &v) {
    Stats st;
    for (const auto &s : v) processShape(*s, st);
    return st;
}

__attribute__((noinline)) long gridCount(const std::vector<std::unique_ptr<Shape>> &v, std::vector<int> &grid) {
    std::fill(grid.begin(), grid.end(), 0);
    long busiest = 0;
    for (int pass = 0; pass < 1; pass++) {
        for (const auto &s : v) {
            int gx = (int)(s->x / 10.0 + pass) % 100, gy = (int)(s->y / 10.0) % 100;
            int c = ++grid[gy * 100 + gx];
            busiest = std::max<long>(busiest, c);
        }
    }
    return busiest;
}

__attribute__((noinline)) double sortByX(std::vector<const Shape *> &order) {
    std::sort(order.begin(), order.end(), [](const Shape *a, const Shape *b) { return a->x < b->x; });
    return order.front()->x + order.back()->x;
}

__attribute__((noinline)) size_t report(const std::vector<std::unique_ptr<Shape>> &v, std::string &out) {
    out.clear();
    char line[96];
    for (size_t i = 0; i < v.size(); i += 8) {
        int k = snprintf(line, sizeof line, "%zu %d %.3f %.3f\n", i, (int)v[i]->kind, v[i]->x, v[i]->y);
        out.append(line, (size_t)k);
    }
    return out.size();
}

int main(int argc, char **argv) {
    size_t n = argc > 1 ? std::stoul(argv[1]) : 200000;
    int frames = argc > 2 ? std::atoi(argv[2]) : 50;
    auto shapes = makeShapes(n);
    std::vector<int> grid(100 * 100);
    std::string text;
    double sum = 0;
    long busy = 0;
    size_t bytes = 0;
    for (int f = 0; f < frames; f++) {
        Stats st = processAll(shapes);
        sum += st.area * 1e-9 + st.perimeter * 1e-9 + st.compact + st.bboxFill;
        busy += gridCount(shapes, grid);
        if (f % 10 == 0) {
            std::vector<const Shape *> order;
            order.reserve(shapes.size());
            for (auto &s : shapes) order.push_back(s.get());
            sum += sortByX(order);
            bytes += report(shapes, text);
        }
    }
    printf("shapes=%zu frames=%d sum=%.6f busy=%ld bytes=%zu\n", n, frames, sum, busy, bytes);
    return 0;
}
