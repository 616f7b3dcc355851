import type { Actor } from "./auth.ts";
import { AppError } from "./errors.ts";

/** A rule per action; `null` is an anonymous visitor. Pure: no I/O. */
export type Policy<R, A extends string> = Record<A, (actor: Actor | null, resource: R) => boolean>;

export const can = <R, A extends string>(
  actor: Actor | null,
  policy: Policy<R, A>,
  action: A,
  resource: R,
): boolean => policy[action](actor, resource);

/** Throws 401 for an anonymous caller and 403 for a signed-in one the policy refuses. */
export function authorize<R, A extends string>(
  actor: Actor | null,
  policy: Policy<R, A>,
  action: A,
  resource: R,
  message = "You can only manage your own account.",
): void {
  if (can(actor, policy, action, resource)) return;
  if (!actor) throw new AppError("unauthorized", "Please sign up/in to access the resource.");
  throw new AppError("forbidden", message);
}

/** The viewer's abilities on a resource, shipped with responses so the UI never re-derives rules. */
export function abilitiesOf<R, A extends string>(
  actor: Actor | null,
  policy: Policy<R, A>,
  actions: readonly A[],
  resource: R,
): Record<A, boolean> {
  return Object.fromEntries(actions.map((a) => [a, can(actor, policy, a, resource)])) as Record<A, boolean>;
}
