//go:build !jsonenc

package main

import "strconv"

// encodeRecord appends o as one JSON object, built by hand with strconv.
func encodeRecord(buf []byte, o *Order) []byte {
	buf = append(buf, `{"id":`...)
	buf = strconv.AppendInt(buf, o.ID, 10)
	buf = append(buf, `,"customer":`...)
	buf = strconv.AppendQuote(buf, o.Customer)
	buf = append(buf, `,"sku":`...)
	buf = strconv.AppendQuote(buf, o.SKU)
	buf = append(buf, `,"qty":`...)
	buf = strconv.AppendInt(buf, int64(o.Qty), 10)
	buf = append(buf, `,"price_cents":`...)
	buf = strconv.AppendInt(buf, o.PriceCts, 10)
	buf = append(buf, `,"region":`...)
	buf = strconv.AppendQuote(buf, o.Region)
	buf = append(buf, `,"express":`...)
	buf = strconv.AppendBool(buf, o.Express)
	buf = append(buf, '}')
	return buf
}
