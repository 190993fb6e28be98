//go:build !unbuffered

package main

import (
	"bufio"
	"os"
)

// exporter writes CSV records through a 64 KiB bufio.Writer.
type exporter struct {
	f     *os.File
	bw    *bufio.Writer
	crc   uint32
	bytes int64
}

func newExporter(path string) (*exporter, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	return &exporter{f: f, bw: bufio.NewWriterSize(f, 64<<10)}, nil
}

func (e *exporter) writeRecord(line []byte) error {
	n, err := e.bw.Write(line)
	e.bytes += int64(n)
	return err
}

func (e *exporter) close() error {
	if err := e.bw.Flush(); err != nil {
		return err
	}
	return e.f.Close()
}
