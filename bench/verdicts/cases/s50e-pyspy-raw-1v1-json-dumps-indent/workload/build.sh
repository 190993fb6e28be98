#!/bin/bash
# Pure Python; nothing to build. The before/after variants are selected with
# EXPORT_VARIANT=before|after (serialize_record is the only code that differs).
exit 0
