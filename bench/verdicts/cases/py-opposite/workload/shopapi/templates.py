_ESC = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}


def escape_cell(value):
    s = str(value)
    return "".join(_ESC.get(c, c) for c in s)


def render_row(row, columns):
    return "<tr>" + "".join("<td>%s</td>" % escape_cell(row[c]) for c in columns) + "</tr>"


def render_table(rows, columns):
    head = "<tr>" + "".join("<th>%s</th>" % c for c in columns) + "</tr>"
    return "<table>" + head + "".join(render_row(r, columns) for r in rows) + "</table>"


def render_page(title, blocks):
    body = "".join(blocks)
    return "<html><head><title>%s</title></head><body>%s</body></html>" % (escape_cell(title), body)
