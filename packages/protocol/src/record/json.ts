// Records are read by people as well as programs: this writes them as indented JSON with every
// short value (a move, a seat, a list of tiles or numbers) on one line, so a hand reads top down.

const INLINE_WIDTH = 100;

function format(value: unknown, indent: string): string {
  const flat = JSON.stringify(value);
  if (flat === undefined) return 'null';
  if (value === null || typeof value !== 'object' || indent.length + flat.length <= INLINE_WIDTH)
    return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => inner + format(item, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${format(item, inner)}`,
  );
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** The record as readable JSON text (ends with a newline); JSON.parse gives back the same value. */
export function recordToJson(record: unknown): string {
  return `${format(record, '')}\n`;
}
