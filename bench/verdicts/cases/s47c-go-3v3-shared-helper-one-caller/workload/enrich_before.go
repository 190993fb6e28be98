//go:build !after

package main

const variant = "before"

// enrichRecords derives agent/referrer keys and a traffic segment:
// 5 canonicalKey calls per record.
func enrichRecords(recs []record) {
	for i := range recs {
		rec := &recs[i]
		rec.agentKey = canonicalKey(rec.agent)
		rec.refKey = canonicalKey(rec.referrer)
		family := canonicalKey(agentFamily(rec.agent))
		host := canonicalKey(refHost(rec.referrer))
		prefix := canonicalKey(pathPrefix(rec.path))
		rec.segment = segmentOf(rec.regionKey, rec.agentKey^family, rec.refKey^host^prefix)
	}
}
