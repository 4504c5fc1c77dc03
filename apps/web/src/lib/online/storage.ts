// What the browser keeps between visits: the seat token per room (it reclaims the seat after a
// reload), the rooms where this device holds a seat (the home page links back to them), and the
// player's name.
const TOKEN_PREFIX = 'boneyard:token:';
const NAME_KEY = 'boneyard:name';
export const SEATED_KEY = 'boneyard:seated';

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

/** Whether this device holds a seat anywhere (home then loads "Your tables"; online/seated.ts). */
export function seatedAnywhere(): boolean {
  return (localStorage.getItem(SEATED_KEY) ?? '{}') !== '{}';
}
