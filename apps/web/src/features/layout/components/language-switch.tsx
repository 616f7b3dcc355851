import { lazy, Suspense, useState } from "react";
import { LanguageButton } from "./language-button.tsx";

// The menu (and the popover code under it) loads on first use: the visitors' first load stays light.
const LanguageMenu = lazy(() => import("./language-menu.tsx"));
const loadMenu = () => void import("./language-menu.tsx");

/** The signed-out pages' language switcher: the button, then its menu once someone reaches for it. */
export function LanguageSwitch() {
  const [wanted, setWanted] = useState(false);
  if (!wanted)
    return (
      <LanguageButton
        onClick={() => setWanted(true)}
        onMouseEnter={loadMenu}
        onFocus={loadMenu}
        aria-haspopup="menu"
      />
    );
  return (
    <Suspense fallback={<LanguageButton loading />}>
      <LanguageMenu />
    </Suspense>
  );
}
