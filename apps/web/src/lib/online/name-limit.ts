// A player's name is at most 24 characters (the protocol's MAX_NAME_GRAPHEMES; a unit test holds
// them equal). Name fields stop there (maxlength), and say so the moment they do, since a field
// that silently ignores keys or cuts a paste looks broken.
export const NAME_MAX = 24;

/** The field holds as much as a name may: further typing (or the rest of a paste) is not kept. */
export function nameAtLimit(value: string): boolean {
  return value.length >= NAME_MAX;
}
