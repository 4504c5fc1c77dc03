// One sentence for a refused payload, over HTTP and over the socket alike: every issue the
// schema found, not the first, so a custom rule set with two contradictions names both (issue 9)
// in the engine's own sentences, whichever way it was sent.
import type { z } from 'zod';

/**
 * More than any rule set's contradictions (the validator knows about a dozen kinds); a hostile
 * payload with hundreds of bad fields still gets a short answer.
 */
const MAX_ISSUES_NAMED = 20;

type Issue = z.core.$ZodIssue;
interface Named {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

function depth(branch: readonly Issue[]): number {
  return Math.max(0, ...branch.map((issue) => issue.path.length));
}

/**
 * A union's own issue is a bare "Invalid input" (`rules` is a preset choice or `{custom}`): say
 * instead what the branch the payload came closest to found wrong — the one whose problems lie
 * deepest, then the one with fewest. A union of literals (roundTo: 5 or 10) names its values.
 */
function flatten(issue: Issue, prefix: readonly PropertyKey[]): Named[] {
  const path = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0)
    return [{ path, message: issue.message }];
  const branches = issue.errors;
  if (
    branches.every(
      (b) => b.length === 1 && b[0]?.code === 'invalid_value' && b[0].path.length === 0,
    )
  ) {
    const values = branches.flatMap((b) =>
      b[0]?.code === 'invalid_value' ? b[0].values.map(String) : [],
    );
    return [{ path, message: `Invalid input: expected ${values.join(' or ')}` }];
  }
  const closest = [...branches].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0] ?? [];
  return closest.flatMap((inner) => flatten(inner, path));
}

/** `path: message` for each issue (no path prefix for the payload as a whole), joined by "; ". */
export function issuesMessage(error: z.ZodError): string {
  const all = error.issues.flatMap((issue) => flatten(issue, []));
  const named = all
    .slice(0, MAX_ISSUES_NAMED)
    .map(
      ({ path, message }) =>
        `${path.length > 0 ? `${path.map(String).join('.')}: ` : ''}${message}`,
    );
  const more = all.length - named.length;
  if (more > 0) named.push(`and ${more} more`);
  return named.join('; ') || 'malformed payload';
}
