import type { Disclosure } from "@bounty/shared";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

// XML 1.0 refuses most control characters, even escaped; a summary may hold one.
const allowedInXml = (c: string) => {
  const code = c.codePointAt(0)!;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
};
const xmlText = (s: string) => escapeXml([...s].filter(allowedInXml).join(""));

/** One entry's text: the organization's summary, then the hunter's, as Markdown source (plain text). */
function entryText(d: Disclosure): string {
  const parts = [];
  if (d.orgSummary) parts.push(`Organization's summary\n\n${d.orgSummary}`);
  if (d.userSummary) parts.push(`Hunter's summary\n\n${d.userSummary}`);
  return parts.join("\n\n");
}

/**
 * An Atom 1.0 feed (RFC 4287) of disclosures, for people who follow them in a reader. Entries carry
 * what a disclosure publishes and nothing else; their text is sent as text, never as HTML.
 */
export function disclosureFeed(f: {
  id: string;
  title: string;
  selfUrl: string;
  pageUrl: string;
  origin: string;
  items: Disclosure[];
}): string {
  const updated = f.items[0]?.publishedAt ?? new Date(0).toISOString();
  const entries = f.items.map((d) => {
    const url = `${f.origin}/programs/${d.program.id}/disclosures/${d.id}`;
    const author = d.reportedBy
      ? `<author><name>${xmlText(d.reportedBy.displayName)}</name><uri>${xmlText(`${f.origin}/profiles/${encodeURIComponent(d.reportedBy.uniqueName)}`)}</uri></author>`
      : "<author><name>Anonymous</name></author>";
    return [
      "<entry>",
      `<id>urn:uuid:${d.id}</id>`,
      `<title type="text">${xmlText(d.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
      `<published>${d.publishedAt}</published>`,
      `<updated>${d.publishedAt}</updated>`,
      author,
      `<category term="${xmlText(d.program.slug)}" label="${xmlText(d.program.name)}"/>`,
      `<content type="text">${xmlText(entryText(d))}</content>`,
      "</entry>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${xmlText(f.id)}</id>`,
    `<title type="text">${xmlText(f.title)}</title>`,
    `<link rel="self" type="application/atom+xml" href="${xmlText(f.selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(f.pageUrl)}"/>`,
    `<updated>${updated}</updated>`,
    "<generator>Bounty</generator>",
    ...entries,
    "</feed>",
  ].join("\n");
}
