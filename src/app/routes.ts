/** The one table of screens: the router, the top-bar titles and the side drawer all read it. */

/**
 * With its trailing slash: the router writes the Dashboard's address as the basename itself, and
 * the service worker's scope (/flipkart-amazon-tools/) holds no address without the slash, so a
 * Dashboard at /flipkart-amazon-tools could not be reloaded offline.
 */
export const BASENAME = '/flipkart-amazon-tools/';

/** The product's name, as index.html and the install manifest give it; browser tabs end with it. */
export const APP_NAME = 'Flipkart Amazon Tools';

export type MenuGroup = 'Orders' | 'Products' | 'Management';

export interface ScreenRoute {
  path: string;
  title: string;
  menuLabel: string | null;
  group: MenuGroup | null;
  /** An operations page only an admin opens (src/domain/roles.ts); none of them is in the menu. */
  adminOnly?: boolean;
}

export const SCREENS: readonly ScreenRoute[] = [
  { path: '/', title: 'Dashboard', menuLabel: 'Dashboard', group: null },
  { path: '/home/', title: 'Label Merger', menuLabel: 'Merge Labels', group: 'Orders' },
  { path: '/activeOrders/', title: 'Active Orders', menuLabel: 'Active Orders', group: 'Orders' },
  { path: '/returns/', title: 'Returns', menuLabel: 'Returns', group: 'Orders' },
  { path: '/products/', title: 'Products', menuLabel: 'All Products', group: 'Products' },
  { path: '/hidden-products/', title: 'Hidden Products', menuLabel: 'Hidden Products', group: 'Products' },
  {
    path: '/uncategorized-products/',
    title: 'Uncategorized Products',
    menuLabel: 'Uncategorized Products',
    group: 'Products',
  },
  {
    path: '/categories/',
    title: 'Categories & Inventory',
    menuLabel: 'Categories & Inventory',
    group: 'Management',
  },
  {
    path: '/storage-management/',
    title: 'Storage Management',
    menuLabel: 'Storage Management',
    group: 'Management',
  },
  { path: '/transactions/', title: 'Transaction Analytics', menuLabel: 'Transaction Analytics', group: null },
  { path: '/order-analytics/', title: 'Order Analytics', menuLabel: 'Order Analytics', group: null },
  { path: '/health/', title: 'Health', menuLabel: null, group: null },
  // The health page stays public (docs/SPEC.md §2): the login page's visitors check the server.
  { path: '/monitoring/', title: 'Monitoring Dashboard', menuLabel: null, group: null, adminOnly: true },
  { path: '/deployment-status/', title: 'Deployment Status', menuLabel: null, group: null, adminOnly: true },
];

const UNKNOWN_PATH_TITLE = 'Label Merger';

function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

export function findScreen(pathname: string): ScreenRoute | undefined {
  const path = withTrailingSlash(pathname);
  return SCREENS.find((screen) => screen.path === path);
}

export function pageTitle(pathname: string): string {
  return findScreen(pathname)?.title ?? UNKNOWN_PATH_TITLE;
}

export function groupOfPath(pathname: string): MenuGroup | null {
  return findScreen(pathname)?.group ?? null;
}

/** The drawer's entries in order: single links and groups of links, as docs/SPEC.md §2 lists them. */
export type DrawerEntry = { kind: 'link'; screen: ScreenRoute } | { kind: 'group'; label: MenuGroup; screens: ScreenRoute[] };

export function drawerEntries(): DrawerEntry[] {
  const entries: DrawerEntry[] = [];
  for (const screen of SCREENS) {
    if (!screen.menuLabel) continue;
    if (!screen.group) {
      entries.push({ kind: 'link', screen });
      continue;
    }
    const existing = entries.find((entry) => entry.kind === 'group' && entry.label === screen.group);
    if (existing && existing.kind === 'group') existing.screens.push(screen);
    else entries.push({ kind: 'group', label: screen.group, screens: [screen] });
  }
  return entries;
}
