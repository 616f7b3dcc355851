const KEY = "bounty.staleBuildReload";
const ONCE_PER_MS = 60_000;

/**
 * A tab opened before a deploy runs the old build, whose route chunks the server no longer has: the
 * first page it lazily loads fails. Reload then, to run the new build; at most once a minute, so a
 * chunk that is missing for another reason shows the error instead of reloading forever.
 */
export function reloadOnStaleBuild(win: Window = window, reload = () => win.location.reload()): void {
  win.addEventListener("vite:preloadError", (event) => {
    const last = Number(win.sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < ONCE_PER_MS) return;
    win.sessionStorage.setItem(KEY, String(Date.now()));
    event.preventDefault();
    reload();
  });
}
