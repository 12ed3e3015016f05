import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Controls that work only with a script and have a plain stand-in (the live filter panel beside its no-JS GET
 * form, the colour-mode and subscribe buttons): a browser without JavaScript does not show them (NO_SCRIPT_CSS).
 * With scripts they show and take input at once, before the page has hydrated (which a reading page does on the
 * first interaction): the page's loader holds a click or a change made before then and replays it once the
 * control is live (gateway/src/web/deferred-scripts.ts). `display: contents` keeps the wrapper out of the layout.
 */
export function ScriptOnly({ children }: { children: ReactNode }) {
  return (
    <chakra.div display="contents" data-script-only="">
      {children}
    </chakra.div>
  );
}

/**
 * The styles of a page read without JavaScript (in a <noscript> of the layout): script-only controls go, and any
 * other button that needs a script (a vote, a tab, a retry) looks and acts disabled. Popover buttons (the phone
 * menu) and submit buttons of plain forms work without a script.
 */
export const NO_SCRIPT_CSS =
  '[data-script-only]{display:none!important}#root button:not([popovertarget]):not([type=submit]){opacity:.4;pointer-events:none}';
