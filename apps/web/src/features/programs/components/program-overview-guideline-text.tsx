import { Code, List, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "paragraph"; lines: string[] };

/**
 * The few Markdown forms guidelines use (headings, lists, paragraphs): no Markdown library is a
 * dependency, and React elements only, never HTML, so an organization's text cannot inject markup.
 */
export function readGuidelineBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const last = blocks.at(-1);
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (line.trim() === "") {
      if (last?.kind === "paragraph" || last?.kind === "list") blocks.push({ kind: "paragraph", lines: [] });
    } else if (heading) {
      blocks.push({ kind: "heading", level: heading[1]!.length, text: heading[2]! });
    } else if (bullet || numbered) {
      const ordered = numbered !== null;
      const item = (bullet ?? numbered)![1]!;
      if (last?.kind === "list" && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: "list", ordered, items: [item] });
    } else if (last?.kind === "paragraph") {
      last.lines.push(line);
    } else {
      blocks.push({ kind: "paragraph", lines: [line] });
    }
  }
  return blocks.filter((b) => b.kind !== "paragraph" || b.lines.length > 0);
}

/** **bold** and `code` inside a line; a part's offset in the line is its identity. */
function inline(text: string): ReactNode[] {
  let offset = 0;
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/g).map((part) => {
    const key = `at-${offset}`;
    offset += part.length;
    if (/^\*\*[^*]+\*\*$/.test(part)) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (/^`[^`]+`$/.test(part)) return <Code key={key}>{part.slice(1, -1)}</Code>;
    return part;
  });
}

export function ProgramOverviewGuidelineText({ source, lang }: { source: string; lang: string }) {
  return (
    <Stack gap="sm" lang={lang} style={{ overflowWrap: "anywhere" }}>
      {readGuidelineBlocks(source).map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === "heading") {
          // The page's h1 is the program and the section's h2 "Guidelines": the text's headings come under them.
          const order = Math.min(6, block.level + 2) as 3 | 4 | 5 | 6;
          return (
            <Title key={key} order={order} fz={order === 3 ? "lg" : "md"} mt={index > 0 ? "xs" : 0}>
              {inline(block.text)}
            </Title>
          );
        }
        if (block.kind === "list") {
          return (
            <List key={key} type={block.ordered ? "ordered" : "unordered"} spacing={4} withPadding>
              {block.items.map((item, i) => {
                // The text is one string read once: an item's place in it is its identity.
                const itemKey = `item-${i}`;
                return <List.Item key={itemKey}>{inline(item)}</List.Item>;
              })}
            </List>
          );
        }
        return (
          <Text key={key} style={{ whiteSpace: "pre-wrap" }}>
            {block.lines.flatMap((line, i) => (i === 0 ? inline(line) : ["\n", ...inline(line)]))}
          </Text>
        );
      })}
    </Stack>
  );
}
