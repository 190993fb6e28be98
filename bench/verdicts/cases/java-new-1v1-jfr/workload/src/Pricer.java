import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

public final class Pricer {
    // rule spec: "sku|minQty|minTier|region or *|percent"
    // rule spec: "sku|minQty|minTier|region or *|percent"
    static final String[] RULE_SPECS = {
        "MUG|3|3|*|3", "PEN|2|2|*|3", "SHOE|4|0|FR|15", "CABLE|2|1|FR|19", "CABLE|1|0|SE|20",
        "BOOK|7|0|SE|3", "SHOE|3|2|JP|6", "SHOE|2|2|*|7", "PEN|4|2|FR|19", "PEN|1|1|BR|19",
        "CABLE|6|3|*|16", "MUG|5|1|NL|9", "PEN|5|3|US-NY|16", "CHAIR|2|0|*|15", "LAMP|6|1|BR|15",
        "BOOK|2|2|US-NY|13", "HAT|8|3|FR|4", "CHAIR|8|0|DE|11", "HAT|8|2|JP|13", "BOOK|8|2|NL|5",
        "BAG|1|1|US-CA|6", "DESK|7|3|BR|4", "LAMP|8|3|*|10", "LAMP|7|2|JP|13", "CABLE|4|1|FR|7",
        "LAMP|4|1|DE|17", "HAT|3|2|US-CA|2", "LAMP|7|2|*|20", "MUG|3|0|BR|19", "CABLE|7|3|JP|5",
        "BAG|7|0|SE|4", "DESK|8|1|FR|12", "HAT|1|0|DE|20", "LAMP|2|2|*|2", "PEN|4|3|NL|10",
        "MUG|6|3|FR|5", "BAG|8|3|BR|11", "PEN|3|0|US-NY|10", "BAG|3|0|SE|18", "MUG|3|0|*|11",
    };

    static final class Rule {
        final String sku; final int minQty; final int minTier; final String region; final int percent;
        Rule(String spec) {
            String[] f = spec.split("\\|");
            sku = f[0]; minQty = Integer.parseInt(f[1]); minTier = Integer.parseInt(f[2]);
            region = f[3]; percent = Integer.parseInt(f[4]);
        }
        boolean matches(Order o, int line) {
            return o.sku[line].equals(sku) && o.qty[line] >= minQty && o.tier >= minTier
                    && (region.equals("*") || region.equals(o.region));
        }
    }

    private final boolean streams;
    private final Rule[] rules;
    private final Map<String, Integer> taxPermille = new HashMap<>();

    Pricer(boolean streams) {
        this.streams = streams;
        rules = new Rule[RULE_SPECS.length];
        for (int i = 0; i < rules.length; i++) rules[i] = new Rule(RULE_SPECS[i]);
        String[] r = Order.REGIONS;
        int[] t = {190, 200, 210, 250, 73, 88, 100, 170};
        for (int i = 0; i < r.length; i++) taxPermille.put(r[i], t[i]);
    }

    long priceOrder(Order o) {
        long total = 0;
        for (int i = 0; i < o.sku.length; i++) {
            total += o.unitCents[i] * o.qty[i];
        }
        return total;
    }

    long computeTax(Order o, long total) {
        int pm = taxPermille.get(o.region);
        return (total * pm + 500) / 1000;
    }

    long applyDiscounts(Order o, long total) {
        long discount = 0;
        for (int line = 0; line < o.sku.length; line++) {
            long lineCents = o.unitCents[line] * o.qty[line];
            int best;
            if (streams) {
                final int l = line;
                best = Arrays.stream(rules).filter(r -> r.matches(o, l)).mapToInt(r -> r.percent).max().orElse(0);
            } else {
                best = 0;
                for (Rule rule : rules) {
                    if (rule.percent > best && rule.matches(o, line)) best = rule.percent;
                }
            }
            discount += lineCents * best / 100;
        }
        return Math.min(discount, total / 2);
    }
}
