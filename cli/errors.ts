/** A mistake in how the command was called: printed with a usage hint, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A problem with an input or output file that is not a parse error (missing, unreadable). */
export class InputError extends Error {
  override name = 'InputError';
}
