import { Buffer } from 'node:buffer';
// Makes e2e/fixtures/photo.heic once (committed; it is under 1 MB): a 2016×1512 landscape test picture, the
// left third red, the rest a blue-to-green gradient, encoded with Debian's heif-enc (apt-get install libheif-examples).
// Usage: node scripts/make-heic-fixture.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const width = 2016;
const height = 1512;
const rows = [];
for (let y = 0; y < height; y += 1) {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) {
    const red = x < width / 3;
    row[1 + x * 3] = red ? 220 : 20;
    row[2 + x * 3] = red ? 30 : Math.round((x / width) * 200);
    row[3 + x * 3] = red ? 30 : Math.round((y / height) * 220);
  }
  rows.push(row);
}
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
  return Buffer.concat([head, data, tail]);
};
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(width, 0);
ihdr.writeUInt32BE(height, 4);
ihdr[8] = 8;
ihdr[9] = 2;
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', ihdr),
  chunk('IDAT', deflateSync(Buffer.concat(rows))),
  chunk('IEND', Buffer.alloc(0)),
]);
const dir = mkdtempSync(join(tmpdir(), 'heic-'));
writeFileSync(join(dir, 'photo.png'), png);
execFileSync('heif-enc', ['-q', '50', '-o', 'e2e/fixtures/photo.heic', join(dir, 'photo.png')], { stdio: 'inherit' });
