import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A "zip bomb" shaped like an .xlsx: one entry of `inflated` zero bytes deflated to a few KB
 * (ratio ≈ 1000:1: 20 MB from about 20 KB). Its headers tell the truth unless `declared` says
 * otherwise (a header that lies about the inflated size).
 */
export function zipBomb(inflated: number, declared = inflated): Buffer {
  const name = Buffer.from('xl/sharedStrings.xml');
  const data = Buffer.alloc(inflated, 0x20);
  const packed = deflateRawSync(data, { level: 9 });
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}
