import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on it.
if (!("fonts" in document) || !document.fonts) {
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
