// An HTTP error body as the protocol's HttpErrorSchema reads it, without zod: the code one of
// the protocol's, the message a string, anything else left out (test/api-errors.test.ts holds the
// two to the same verdicts). Loaded by api.ts when a request fails.
import { ERROR_CODES, type ErrorCode } from '@boneyard/protocol';

const CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** What HttpErrorSchema parses `body` to, or null where it refuses it (test/api-errors.test.ts). */
export function errorOf(body: unknown): { code: ErrorCode; message: string } | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const error: unknown = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !CODES.has(code) || typeof message !== 'string') return null;
  return { code: code as ErrorCode, message };
}
