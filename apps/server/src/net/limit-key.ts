// What the per-address limits count. An IPv4 address is one client, but an IPv6 client usually
// holds a whole /64 (one home or one server gets a /64 or more), so counting each IPv6 address
// would let one client open as many sockets, rooms and joins as it likes by rotating the last 64
// bits. Every per-address limit (sockets per IP, messages, joins, room creation, HTTP look-ups)
// counts this key instead: the IPv4 address (also when written IPv4-mapped, ::ffff:1.2.3.4), or the
// IPv6 /64 prefix.

/** `1.2.3.4` → itself; `::ffff:1.2.3.4` → `1.2.3.4`; `2001:db8:a:b:1:2:3:4` → `2001:db8:a:b::/64`. */
export function limitKeyOf(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase(); // a zone id (fe80::1%eth0) is not part of the address
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  if (groups === null) return address; // not an address: counted as given
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';
  if (mapped)
    return [groups[6]!, groups[7]!]
      .flatMap((group) => [parseInt(group, 16) >> 8, parseInt(group, 16) & 0xff])
      .join('.');
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (null when it is not one). */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const head = split(halves[0]!);
  const tail = halves.length === 2 ? split(halves[1]!) : [];
  // A dotted IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) stands for the last two groups.
  const last = halves.length === 2 ? tail : head;
  const dotted = last.length > 0 && last[last.length - 1]!.includes('.') ? last.pop()! : null;
  if (dotted !== null) {
    const bytes = dotted.split('.').map(Number);
    if (
      bytes.length !== 4 ||
      bytes.some((byte) => !Number.isInteger(byte) || byte < 0 || byte > 255)
    )
      return null;
    last.push(
      ((bytes[0]! << 8) | bytes[1]!).toString(16),
      ((bytes[2]! << 8) | bytes[3]!).toString(16),
    );
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [
    ...head,
    ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0'),
    ...tail,
  ];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16).toString(16));
}
