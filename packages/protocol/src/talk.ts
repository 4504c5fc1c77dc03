// Reactions and chat at a table (issue 48): a fixed set of quick reactions, and free-text chat
// lines cleaned like names (no bidi, zero-width or control characters) and capped in length. They
// are relayed to the room as they are said and never stored: not in the room, not in records.
import { z } from 'zod';
import { checkShownText } from './names.ts';

/** The quick reactions; the web shows each in the language chosen. */
export const REACTIONS = ['nice', 'hurry', 'oops', 'gg', 'thanks', 'wow'] as const;
export type Reaction = (typeof REACTIONS)[number];
export const ReactionSchema = z.enum(REACTIONS);

/** Longest chat line, in grapheme clusters. */
export const MAX_CHAT_GRAPHEMES = 200;

/** A chat line: refused or normalised like a name (checkShownText), at most MAX_CHAT_GRAPHEMES. */
export const ChatTextSchema = z.string().transform((input, ctx) => {
  const checked = checkShownText(input, MAX_CHAT_GRAPHEMES, 'message');
  if (checked.ok) return checked.value;
  ctx.issues.push({ code: 'custom', message: checked.message, input });
  return z.NEVER;
});

/** Server → client: something a seat said — a reaction or a chat line. Spectators only read. */
export const SaidSchema = z.union([
  z.strictObject({ seat: z.number().int().min(0).max(3), reaction: ReactionSchema }),
  z.strictObject({ seat: z.number().int().min(0).max(3), text: z.string() }),
]);
export type Said = z.infer<typeof SaidSchema>;
