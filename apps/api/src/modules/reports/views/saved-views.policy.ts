import type { OrgRole } from "@bounty/shared";

// Who sees and changes a saved view: one rule, in this pure form and in the list's SQL
// (saved-views.repository.ts `listSavedViews`: own or shared, in the organization), with a test
// that the two agree.

export interface SavedViewViewer {
  userId: string;
  /** The caller's role in the view's organization; null when they are not a member. */
  role: OrgRole | null;
}

export interface SavedViewFacts {
  ownerId: string | null;
  shared: boolean;
}

/** Members see their own views and the organization's shared ones. */
export const canSeeView = (viewer: SavedViewViewer, view: SavedViewFacts): boolean =>
  viewer.role !== null && (view.ownerId === viewer.userId || view.shared);

/** Its author changes a view; the admin may also tidy the shared ones (an author may have left). */
export const canChangeView = (viewer: SavedViewViewer, view: SavedViewFacts): boolean =>
  canSeeView(viewer, view) && (view.ownerId === viewer.userId || (view.shared && viewer.role === "admin"));

export const CHANGE_VIEW_REFUSAL = "Only its author, or the admin for a shared view, changes a saved view.";
