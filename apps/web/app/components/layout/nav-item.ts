/** A link of the navbar: shown inline from 768 px, in the burger menu below (docs/product/signed-in-home.md). */
export interface NavItem {
  label: string;
  /** An app path (may carry a #hash), or an absolute URL when `external`. */
  to: string;
  /** Opens in a new tab (e.g. Admin: "opens in a new tab"). */
  external?: boolean;
  /** A count shown beside the label (e.g. unread messages). */
  count?: number;
  /** Shown in the burger menu only (e.g. Home: "mobile only"). */
  mobileOnly?: boolean;
}
