import java.util.List;

/** Assembles one store's report text from pre-formatted rows. */
public class ReportBuilder {
    static String render(String store, List<String> rows, ReportJob.Summary sum) {
        StringBuilder sb = new StringBuilder(64 * (rows.size() + 4));
        sb.append("Report for ").append(store).append('\n');
        sb.append("------------------------------------------------\n");
        for (String row : rows) {
            sb.append(row);
        }
        sb.append("------------------------------------------------\n");
        sb.append("units=").append(sum.units()).append(" revenue=").append(sum.revenue() / 100.0)
          .append(" top=").append(sum.topSku()).append('\n');
        return sb.toString();
    }
}
