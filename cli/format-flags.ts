import { formatById } from '../core/formats/registry.js';
import { UsageError } from './errors.js';
import { warn } from './say.js';

/**
 * `--format` is the output format and `--input-format` the input in every command. `collapse`
 * and `svg` once used `--format` for the input (and `collapse` `--output-format` for the
 * output): those spellings still work, with a warning, when their value can only mean that.
 */
export function formatFlags(
  command: string,
  values: { format?: string; 'input-format'?: string; 'output-format'?: string },
  outputs: readonly string[],
): { input?: string; output?: string } {
  let input = values['input-format'];
  let output: string | undefined;
  if (values['output-format'] !== undefined) {
    warn(`${command}: --output-format is now --format (the old name will go)`);
    output = values['output-format'];
  }
  const f = values.format;
  if (f !== undefined) {
    if (outputs.includes(f)) {
      if (output !== undefined && output !== f) throw new UsageError(`--format ${f} and --output-format ${output} disagree`);
      output = f;
    } else {
      if (f !== 'auto' && !formatById(f)) throw new UsageError(`--format ${JSON.stringify(f)}: expected ${outputs.join(' or ')}`);
      if (input !== undefined && input !== f) throw new UsageError(`--format ${f} and --input-format ${input} disagree`);
      warn(`${command}: --format ${f} names the output format now; for the input say --input-format ${f}`);
      input = f;
    }
  }
  return { input, output };
}
