//go:build shared

package main

import "sync"

type sharedCounts struct {
	mu sync.Mutex
	m  map[string]int
}

// countWords: every word updates one shared map under one mutex.
func countWords(ch <-chan string, workers int) map[string]int {
	sc := &sharedCounts{m: make(map[string]int)}
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			countWorker(ch, sc)
		}()
	}
	wg.Wait()
	return sc.m
}

func countWorker(ch <-chan string, sc *sharedCounts) {
	for line := range ch {
		tokenize(line, func(w string) { sc.add(w) })
	}
}

//go:noinline
func (sc *sharedCounts) add(w string) {
	sc.mu.Lock()
	sc.m[w]++
	sc.mu.Unlock()
}
