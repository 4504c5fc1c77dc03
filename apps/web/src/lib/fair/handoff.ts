// Passing a record from the table to /verify (same tab, so sessionStorage), and saving it as a file.
const KEY = 'boneyard:verify-record';

export function stashForVerify(record: unknown, hand?: number): void {
  sessionStorage.setItem(KEY, JSON.stringify({ record, hand: hand ?? null }));
}

/** The record the table handed over, once: it is removed as it is taken. */
export function takeStashed(): { record: unknown; hand: number | null } | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  sessionStorage.removeItem(KEY);
  try {
    return JSON.parse(raw) as { record: unknown; hand: number | null };
  } catch {
    return null;
  }
}

export function downloadJson(record: unknown, filename: string): void {
  const blob = new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
