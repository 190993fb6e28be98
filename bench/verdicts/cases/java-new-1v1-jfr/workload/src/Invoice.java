public final class Invoice {
    static String render(Order o, long total) {
        StringBuilder sb = new StringBuilder(256);
        sb.append("INVOICE #").append(o.id).append('\n');
        sb.append("customer: ").append(o.customer).append(" (").append(o.region).append(", tier ")
          .append(o.tier).append(")\n");
        for (int i = 0; i < o.sku.length; i++) {
            sb.append(String.format("%-6s x%2d @ %8.2f%n", o.sku[i], o.qty[i], o.unitCents[i] / 100.0));
        }
        sb.append("total: ").append(total / 100).append('.');
        long c = total % 100;
        if (c < 10) sb.append('0');
        sb.append(c).append('\n');
        return sb.toString();
    }
}
