package main

import "strings"

func segmentOf(region, agent, ref uint64) uint64 {
	return (region ^ agent>>7 ^ ref>>13) % 16
}

func agentFamily(agent string) string {
	if i := strings.IndexAny(agent, "/ "); i > 0 {
		return agent[:i]
	}
	return agent
}

func refHost(ref string) string {
	if i := strings.Index(ref, "://"); i >= 0 {
		rest := ref[i+3:]
		if j := strings.IndexByte(rest, '/'); j >= 0 {
			return rest[:j]
		}
		return rest
	}
	return ref
}

func pathPrefix(p string) string {
	n := 0
	for i := 0; i < len(p); i++ {
		if p[i] == '/' {
			n++
			if n == 3 {
				return p[:i]
			}
		}
	}
	return p
}
