//go:build jsonenc

package main

import "encoding/json"

type orderJSON struct {
	ID         int64  `json:"id"`
	Customer   string `json:"customer"`
	SKU        string `json:"sku"`
	Qty        int    `json:"qty"`
	PriceCents int64  `json:"price_cents"`
	Region     string `json:"region"`
	Express    bool   `json:"express"`
}

// encodeRecord appends o as one JSON object, via encoding/json.
func encodeRecord(buf []byte, o *Order) []byte {
	b, err := json.Marshal(orderJSON{
		ID: o.ID, Customer: o.Customer, SKU: o.SKU, Qty: o.Qty,
		PriceCents: o.PriceCts, Region: o.Region, Express: o.Express,
	})
	if err != nil {
		panic(err)
	}
	return append(buf, b...)
}
