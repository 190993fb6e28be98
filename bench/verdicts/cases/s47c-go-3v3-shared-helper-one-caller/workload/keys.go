package main

// canonicalKey is the shared key normaliser used by every stage: it trims
// ASCII whitespace, folds case, collapses '/' runs and hashes the result with
// several rounds of a 64-bit mix. It is deliberately the hot shared helper.
func canonicalKey(s string) uint64 {
	start, end := 0, len(s)
	for start < end && (s[start] == ' ' || s[start] == '\t') {
		start++
	}
	for end > start && (s[end-1] == ' ' || s[end-1] == '\t') {
		end--
	}
	var buf [128]byte
	n := 0
	prevSlash := false
	for i := start; i < end && n < len(buf); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c == '/' {
			if prevSlash {
				continue
			}
			prevSlash = true
		} else {
			prevSlash = false
		}
		buf[n] = c
		n++
	}
	h := uint64(0xcbf29ce484222325)
	for round := 0; round < 6; round++ {
		for i := 0; i < n; i++ {
			h ^= uint64(buf[i]) + uint64(round)
			h *= 0x100000001b3
		}
		h = mix64(h)
	}
	return h
}

func mix64(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 33
	return x
}
