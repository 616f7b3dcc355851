import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render.tsx";
import { isAllowedImage, Markdown } from "./markdown.tsx";

describe("the Markdown renderer", () => {
  it("renders headings under the page's, lists, emphasis, code and GFM tables", async () => {
    renderWithApp(
      <Markdown>
        {"# Safe harbour\n\n- one\n- two\n\n**bold** `code`\n\n| a | b |\n| - | - |\n| 1 | 2 |"}
      </Markdown>,
    );
    expect((await screen.findByRole("heading", { name: "Safe harbour" })).tagName).toBe("H3");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(screen.getByText("code").tagName).toBe("CODE");
    expect(screen.getByRole("table")).toBeTruthy();
  });

  it("never renders raw HTML nor runs script addresses", async () => {
    renderWithApp(
      <Markdown>
        {
          'Hi <img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n[click](javascript:alert(3)) ![pixel](http://evil.example/p.png)'
        }
      </Markdown>,
    );
    const link = await screen.findByText("click");
    expect(link.closest("a")?.getAttribute("href") ?? "").not.toContain("javascript");
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("img")).toBeNull();
    expect(document.body.innerHTML).not.toContain("onerror");
  });

  it("marks every link noopener noreferrer nofollow, and opens other sites in a new tab", async () => {
    renderWithApp(<Markdown>{"[site](https://example.com) and [page](/programs)"}</Markdown>);
    const site = (await screen.findByText("site")).closest("a")!;
    expect(site.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(site.getAttribute("target")).toBe("_blank");
    const page = screen.getByText("page").closest("a")!;
    expect(page.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(page.getAttribute("target")).toBeNull();
  });

  it("links #123 to the program's report 123 through its short link", async () => {
    renderWithApp(<Markdown referenceScope="acme">{"Same as #12, see also a#3 and `#4`."}</Markdown>);
    const link = (await screen.findByText("#12")).closest("a")!;
    expect(link.getAttribute("href")).toBe("/ref/acme/12");
    expect(document.querySelectorAll("a")).toHaveLength(1);
  });

  it("loads images from our attachments and https only", () => {
    expect(isAllowedImage("/api/messages/m1/attachments/shot.png")).toBe(true);
    expect(isAllowedImage("https://cdn.example.com/a.png")).toBe(true);
    expect(isAllowedImage("http://cdn.example.com/a.png")).toBe(false);
    expect(isAllowedImage("data:image/png;base64,AAAA")).toBe(false);
    expect(isAllowedImage("/api/users/u1/avatar")).toBe(false);
  });
});
