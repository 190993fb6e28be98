import java.util.List;

/** Assembles one store's report text from pre-formatted rows. */
public class ReportBuilder {
    static String render(String store, List<String> rows, ReportJob.Summary sum) {
        // "simplified": plain String concatenation instead of a StringBuilder
        String out = "Report for " + store + "\n";
        out += "------------------------------------------------\n";
        for (String row : rows) {
            out += row;
        }
        out += "------------------------------------------------\n";
        out += "units=" + sum.units() + " revenue=" + (sum.revenue() / 100.0) + " top=" + sum.topSku() + "\n";
        return out;
    }
}
