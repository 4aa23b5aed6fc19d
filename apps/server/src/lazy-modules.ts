import { createRequire } from "node:module";
import type * as Xlsx from "@e965/xlsx";
import type Nodemailer from "nodemailer";
import type Sharp from "sharp";

/**
 * Libraries most processes never call, loaded on first use instead of at start: together they held
 * ~29 MB of resident memory in every server (the spreadsheet library 8 MB, the image library and its
 * native libvips 13 MB, the SMTP client 7 MB), a tenth of what a 512 MB machine gives it.
 */
const require = createRequire(import.meta.url);

let xlsxModule: typeof Xlsx | undefined;
let sharpModule: typeof Sharp | undefined;
let nodemailerModule: typeof Nodemailer | undefined;

/** The spreadsheet library (templates, imports, exports). */
export function xlsx(): typeof Xlsx {
  return (xlsxModule ??= require("@e965/xlsx") as typeof Xlsx);
}

/** The image library (photo posts' images). */
export function sharp(): typeof Sharp {
  return (sharpModule ??= require("sharp") as typeof Sharp);
}

/** The SMTP client (only when SMTP is configured). */
export function nodemailer(): typeof Nodemailer {
  return (nodemailerModule ??= require("nodemailer") as typeof Nodemailer);
}
