//go:build !shared

package main

import "sync"

// countWords: each worker counts into its own map; maps merged at the end.
func countWords(ch <-chan string, workers int) map[string]int {
	partial := make([]map[string]int, workers)
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			partial[i] = countWorker(ch)
		}(i)
	}
	wg.Wait()
	return mergeCounts(partial)
}

func countWorker(ch <-chan string) map[string]int {
	local := make(map[string]int)
	for line := range ch {
		tokenize(line, func(w string) { local[w]++ })
	}
	return local
}

func mergeCounts(parts []map[string]int) map[string]int {
	out := make(map[string]int)
	for _, p := range parts {
		for w, c := range p {
			out[w] += c
		}
	}
	return out
}
