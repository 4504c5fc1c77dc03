// What a person puts in "Room code": the code itself (any case, spaces or dashes, as read aloud)
// or the whole share link copied from the lobby (https://host/r/K7Q2, with or without the
// scheme, a trailing slash, a query or a fragment). Either way the room's code, or null.

const CODE = /^[A-Z0-9]{4,8}$/;

/** The room code in `text` (a code or a link to /r/CODE), upper case, or null when there is none. */
export function roomCodeFrom(text: string): string | null {
  const trimmed = text.trim();
  // A link: the path segment after /r/ is the code (whatever the host: a wrong one is then
  // reported as an unknown room, as any wrong code is).
  const inLink = /(?:^|\/)r\/([^/?#\s]+)\/?(?:[?#]\S*)?$/i.exec(trimmed);
  const candidate = inLink ? decodeURIComponentSafe(inLink[1] ?? '') : trimmed;
  const clean = candidate.toUpperCase().replace(/[\s-]/g, '');
  return CODE.test(clean) ? clean : null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
