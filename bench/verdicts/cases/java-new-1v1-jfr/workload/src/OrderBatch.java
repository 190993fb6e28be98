// OrderBatch: generates a batch of synthetic orders and prices them repeatedly:
// per order, Pricer.priceOrder sums the lines, Pricer.computeTax applies a
// per-region tax table, Pricer.applyDiscounts checks the discount rules, and
// Invoice.render formats the invoice text, whose checksum is accumulated.
//
// --change none    : applyDiscounts finds the best matching rule with a plain loop.
// --change streams : applyDiscounts finds it with Arrays.stream(rules).filter(..)
//                    .mapToInt(..).max() per order line (a stream pipeline per line).
import java.util.ArrayList;
import java.util.List;

public final class OrderBatch {
    public static void main(String[] args) {
        String change = "none";
        int orders = 60000;
        int rounds = 8;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--change": change = args[++i]; break;
                case "--orders": orders = Integer.parseInt(args[++i]); break;
                case "--rounds": rounds = Integer.parseInt(args[++i]); break;
                default: throw new IllegalArgumentException(args[i]);
            }
        }
        boolean streams;
        switch (change) {
            case "none": streams = false; break;
            case "streams": streams = true; break;
            default: throw new IllegalArgumentException("change " + change);
        }
        long t0 = System.nanoTime();
        List<Order> batch = Order.generate(orders, 42L);
        Pricer pricer = new Pricer(streams);
        long sum = 0;
        long cents = 0;
        for (int r = 0; r < rounds; r++) {
            for (Order o : batch) {
                long total = pricer.priceOrder(o);
                total += pricer.computeTax(o, total);
                total -= pricer.applyDiscounts(o, total);
                cents += total;
                sum = sum * 31 + Invoice.render(o, total).hashCode();
            }
        }
        System.err.printf("change=%s orders=%d rounds=%d cents=%d sum=%x elapsed=%.2fs%n",
                change, orders, rounds, cents, sum, (System.nanoTime() - t0) / 1e9);
    }
}
