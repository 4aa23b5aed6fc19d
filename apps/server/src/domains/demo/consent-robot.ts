/**
 * Plays the person on a sandbox consent page over real HTTP: opens the page, submits its first
 * form with the given choices, and returns where the platform sends the browser back.
 */
export async function consentAs(authUrl: string, choices: Record<string, string>): Promise<URL> {
  const page = await fetch(authUrl);
  if (page.status !== 200) throw new Error(`the consent page answered ${page.status}`);
  const html = await page.text();
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error("the consent page has no form");
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1];
  const decode = (value: string) => value.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, "&");
  const fields = new URLSearchParams();
  for (const [tag] of form[2]!.matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(tag, "name");
    const type = attribute(tag, "type") ?? "text";
    if (!name || /\bdisabled\b/.test(tag)) continue;
    if ((type === "radio" || type === "checkbox") && !/\bchecked\b/.test(tag)) continue;
    if (type === "radio" && name in choices) continue;
    fields.append(name, decode(attribute(tag, "value") ?? ""));
  }
  for (const [name, value] of Object.entries(choices)) fields.set(name, value);
  const action = attribute(form[1]!, "action");
  const target = new URL(action ? decode(action) : page.url, page.url);
  const answer = await fetch(target, { method: "POST", body: fields, redirect: "manual" });
  const location = answer.headers.get("location");
  if (answer.status !== 302 || !location) throw new Error(`the consent form answered ${answer.status}`);
  return new URL(location, target);
}
