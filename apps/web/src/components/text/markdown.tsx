import { Anchor, Code, Table, Text, Title, Typography } from "@mantine/core";
import type { Root } from "mdast";
import { findAndReplace } from "mdast-util-find-and-replace";
import type { ComponentProps } from "react";
import ReactMarkdown, { type Components, defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";

/** Where an image may come from: our own attachment downloads, or any https address. */
export function isAllowedImage(src: string): boolean {
  if (/^\/api\/(messages|triage)\/[^/]+\/attachments\//.test(src)) return true;
  try {
    return new URL(src).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * `#123` in a report's text: a link to the report number 123 of the same program, through the
 * short link (/ref/{slug}/{number}), which sends each reader where they may go.
 */
function remarkReportReferences(scope: string) {
  return () => (tree: Root) => {
    findAndReplace(tree, [
      /(?<![\w/#&])#(\d{1,9})\b/g,
      (whole: string, number: string) => ({
        type: "link",
        url: `/ref/${encodeURIComponent(scope)}/${number}`,
        children: [{ type: "text", value: whole }],
      }),
    ]);
  };
}

const external = (href: string | undefined) => href !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(href);

// The page's h1 is the page's subject: a text's headings come two levels under it.
const heading =
  (level: 1 | 2 | 3 | 4 | 5 | 6) =>
  ({ children }: { children?: React.ReactNode }) => {
    const order = Math.min(6, level + 2) as 3 | 4 | 5 | 6;
    return (
      <Title order={order} fz={order === 3 ? "lg" : "md"} mt="xs">
        {children}
      </Title>
    );
  };

const components: Components = {
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  // A line break someone typed is a line break, as in GitHub comments (CommonMark would join the lines).
  p: ({ children }) => <p style={{ whiteSpace: "pre-line" }}>{children}</p>,
  a: ({ href, children }) => (
    <Anchor
      href={href}
      // Nothing a hunter or an organization writes gets the page's referrer, opener or ranking.
      rel="noopener noreferrer nofollow"
      target={external(href) ? "_blank" : undefined}
      inherit
    >
      {children}
    </Anchor>
  ),
  img: ({ src, alt }) =>
    typeof src === "string" && isAllowedImage(src) ? (
      <img
        src={src}
        alt={alt ?? ""}
        loading="lazy"
        referrerPolicy="no-referrer"
        style={{ maxWidth: "100%" }}
      />
    ) : (
      <Text span c="dimmed" inherit>
        {alt ? `[${alt}]` : ""}
      </Text>
    ),
  code: ({ children, className }) =>
    className ? (
      <Code block className={className}>
        {children}
      </Code>
    ) : (
      <Code>{children}</Code>
    ),
  pre: ({ children }) => <>{children}</>,
  table: ({ children }) => (
    <Table.ScrollContainer minWidth={400}>
      <Table withTableBorder withColumnBorders>
        {children}
      </Table>
    </Table.ScrollContainer>
  ),
};

interface MarkdownProps extends Pick<ComponentProps<"div">, "lang"> {
  children: string;
  /** The program's slug: `#123` links to its report 123. Without it, `#123` stays text. */
  referenceScope?: string;
}

/**
 * The one Markdown renderer (guidelines, report descriptions, their previews): CommonMark and GFM
 * rendered to React elements. Raw HTML is never rendered (react-markdown without rehype-raw shows
 * none), link and image addresses pass react-markdown's safe-protocol filter, and images load only
 * from our attachment URLs or https.
 */
export function Markdown({ children, referenceScope, lang }: MarkdownProps) {
  const plugins = referenceScope ? [remarkGfm, remarkReportReferences(referenceScope)] : [remarkGfm];
  return (
    <Typography lang={lang} style={{ overflowWrap: "anywhere" }}>
      <ReactMarkdown
        remarkPlugins={plugins}
        components={components}
        urlTransform={defaultUrlTransform}
        skipHtml
      >
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
