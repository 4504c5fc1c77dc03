// CRC16-XMODEM (polynomial 0x1021, initial value 0): the hash Redis Cluster turns into a key's slot.
const TABLE = new Uint16Array(256);
for (let byte = 0; byte < 256; byte++) {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++)
    crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  TABLE[byte] = crc;
}

const encoder = new TextEncoder();

export function crc16(text: string): number {
  let crc = 0;
  for (const byte of encoder.encode(text))
    crc = ((crc << 8) & 0xffff) ^ TABLE[((crc >> 8) ^ byte) & 0xff]!;
  return crc;
}
