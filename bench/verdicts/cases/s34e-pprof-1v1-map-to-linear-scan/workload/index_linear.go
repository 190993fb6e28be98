//go:build linear

package main

// Index finds a catalog product by SKU (after: the map was replaced by a slice
// of entries scanned linearly, "the catalog is small anyway").
type entry struct {
	sku uint64
	p   *Product
}

type Index struct {
	entries []entry
}

func buildIndex(cat []Product) *Index {
	es := make([]entry, 0, len(cat))
	for i := range cat {
		es = append(es, entry{sku: cat[i].SKU, p: &cat[i]})
	}
	return &Index{entries: es}
}

func (ix *Index) lookupSKU(sku uint64) *Product {
	for i := range ix.entries {
		if ix.entries[i].sku == sku {
			return ix.entries[i].p
		}
	}
	return nil
}
