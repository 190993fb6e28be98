"""Import-time setup of a small catalog package (this is the 'startup' part of the run)."""
from catalog import rules, tables, units  # noqa: F401
