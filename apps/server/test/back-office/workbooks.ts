import { deflateRawSync } from "node:zlib";
import * as XLSX from "@e965/xlsx";

export const HEADERS = ["邮箱", "手机号", "昵称", "企业", "用户组", "套餐"];

/** An `.xlsx` of the given rows (the first row is the header). */
export function workbook(rows: unknown[][], bookType: "xlsx" | "biff8" = "xlsx"): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "users");
  return XLSX.write(book, { type: "buffer", bookType, compression: true }) as Buffer;
}

/** Operator rows of the template with unique emails and mobiles. */
let batches = 0;

/** Rows of operators with unique emails and mobile numbers (a batch number keeps numbers apart across calls). */
export function operatorRows(count: number, tag: string): string[][] {
  batches += 1;
  const batch = String(batches).padStart(4, "0");
  return Array.from({ length: count }, (_, index) => [`${tag}-${index}@example.com`, `139${batch}${String(index).padStart(4, "0")}`, `导入${index}`, "", "", ""]);
}

/** A workbook with a formula cell. */
export function workbookWithFormula(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([HEADERS, ["f@example.com", "", "公式", "", "", ""]]);
  sheet["C2"] = { t: "n", f: "SUM(1,2)", v: 3 };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "users");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

/** A zip whose one entry inflates to `expandedBytes` of zeros (a zip bomb), named like a worksheet. */
export function zipBomb(expandedBytes: number): Buffer {
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const data = deflateRawSync(Buffer.alloc(expandedBytes));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  // The declared size lies (small), as a hostile archive's would.
  local.writeUInt32LE(1000, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(1000, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** A `multipart/form-data` body with one `file` part. */
export function multipart(fileName: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cdp${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
