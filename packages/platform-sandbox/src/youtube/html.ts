export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small, keyboard-usable page in Google's spirit (sandbox only). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#202124}
fieldset{border:1px solid #dadce0;border-radius:8px;margin:1rem 0;padding:.5rem 1rem}
label{display:block;padding:.35rem 0}
button{font-size:1rem;padding:.5rem 1.25rem;margin-right:.5rem;border-radius:4px;border:1px solid #1a73e8;background:#fff;color:#1a73e8}
button[value=allow],button[value=approve]{background:#1a73e8;color:#fff}
:focus-visible{outline:3px solid #fbbc04;outline-offset:2px}
.note{color:#5f6368;font-size:.9rem}
</style></head><body><main>${body}</main></body></html>`;
}

export function errorPage(title: string, detail: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(detail)}</p>`);
}
