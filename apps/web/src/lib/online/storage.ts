// What the browser keeps between visits: the seat token per room (it reclaims the seat after a
// reload) and the player's name.
const TOKEN_PREFIX = 'boneyard:token:';
const NAME_KEY = 'boneyard:name';

export function savedToken(code: string): string | undefined {
  return localStorage.getItem(TOKEN_PREFIX + code) ?? undefined;
}

export function saveToken(code: string, token: string): void {
  localStorage.setItem(TOKEN_PREFIX + code, token);
}

export function savedName(): string {
  return localStorage.getItem(NAME_KEY) ?? '';
}

export function saveName(name: string): void {
  localStorage.setItem(NAME_KEY, name);
}
