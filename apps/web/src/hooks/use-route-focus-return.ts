import { useLayoutEffect, useRef } from 'react';
import { useHref, useLocation } from 'react-router';

type Opener = { element: HTMLElement | null; href: string };

/** A link on the page, outside any dialog, that leads to `href`: the way into a drawer that has an address. */
function linkTo(href: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find((link) => link.getAttribute('href') === href && link.closest('[role="dialog"]') === null);
}

/**
 * Focus goes back to what opened a drawer or modal that a URL opens (/admin/staff/12). Mantine's own
 * return goes to whatever had focus when the drawer opened, which for these is often nothing: a table
 * row clicked (a row takes no focus), a link clicked in Safari (which focuses no link on a click), or
 * the page loaded at the drawer's address. So the drawer's address is kept too, and when the element
 * that had focus is gone or was never there, focus goes to the page's link to that address: the
 * row's own link, the Edit or Add button. Pass `returnFocus={false}` to the drawer, so Mantine's
 * late return does not take focus away again.
 */
export function useRouteFocusReturn(opened: boolean): void {
  const { pathname, search } = useLocation();
  const href = useHref({ pathname, search });
  const opener = useRef<Opener | null>(null);

  // A layout effect runs before the drawer's own effects move focus inside it, so it still sees the opener.
  useLayoutEffect(() => {
    if (opened && opener.current === null) {
      const active = document.activeElement;
      opener.current = { element: active instanceof HTMLElement && active !== document.body ? active : null, href };
    } else if (!opened && opener.current !== null) {
      const { element, href: drawerHref } = opener.current;
      opener.current = null;
      (element?.isConnected ? element : linkTo(drawerHref))?.focus();
    }
  }, [opened, href]);
}
