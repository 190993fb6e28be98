//go:build unbuffered

package main

import "os"

// exporter writes each CSV record straight to the file (one write(2) per record).
type exporter struct {
	f     *os.File
	crc   uint32
	bytes int64
}

func newExporter(path string) (*exporter, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	return &exporter{f: f}, nil
}

func (e *exporter) writeRecord(line []byte) error {
	n, err := e.f.Write(line)
	e.bytes += int64(n)
	return err
}

func (e *exporter) close() error {
	return e.f.Close()
}
