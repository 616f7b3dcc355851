import { lazy, Suspense, useState } from "react";
import { useCurrentUser } from "../../session/index.ts";
import { useSettingsModal } from "../api/use-settings-modal.ts";

// Most visits never open the settings, so their code loads the first time `?settings=` appears.
const SettingsModal = lazy(() => import("./settings-modal.tsx").then((m) => ({ default: m.SettingsModal })));

/** Mounts the settings modal once the URL asks for it, and keeps it for its closing transition. */
export function SettingsHost() {
  const user = useCurrentUser();
  const { tab } = useSettingsModal();
  const [isWanted, setWanted] = useState(false);
  if (tab && !isWanted) setWanted(true);
  if (!user || !isWanted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsModal user={user} />
    </Suspense>
  );
}
