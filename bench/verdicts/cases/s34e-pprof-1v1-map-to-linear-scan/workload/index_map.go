//go:build !linear

package main

// Index finds a catalog product by SKU (before: a map keyed by SKU).
type Index struct {
	bySKU map[uint64]*Product
}

func buildIndex(cat []Product) *Index {
	m := make(map[uint64]*Product, len(cat))
	for i := range cat {
		m[cat[i].SKU] = &cat[i]
	}
	return &Index{bySKU: m}
}

func (ix *Index) lookupSKU(sku uint64) *Product {
	return ix.bySKU[sku]
}
