// Refusals a player can act on, in the page's language (the server's message is English and says
// the same with its numbers); any other refusal keeps the server's message.
import { t, type MessageKey } from '../i18n/i18n.svelte.ts';

const REFUSALS: Readonly<Record<string, MessageKey>> = {
  'too-many-rooms': 'error.tooManyRooms',
  'too-many-bot-rooms': 'error.tooManyBotRooms',
  'server-full': 'error.serverFull',
};

export function refusalText(code: string, message: string): string {
  const key = REFUSALS[code];
  return key === undefined ? message : t(key);
}
