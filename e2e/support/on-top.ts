import type { CDPSession, Page } from 'playwright-core';

/**
 * Whether the message saying `text` is what is drawn at its middle: not covered, by a dialog's backdrop
 * for one. Asked of the browser's own hit testing (DevTools), which sees through `inert`: a page's
 * `elementFromPoint` skips whatever a modal dialog makes inert, even when it is drawn above.
 */
export async function drawnOnTop(page: Page, text: string) {
  const message = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
  // Not there (yet, or any more): asked again by the caller's poll, not waited on here, as a toast lasts 2 s.
  const box = await message.boundingBox({ timeout: 500 }).catch(() => null);
  if (!box) return false;
  // Gone between two calls (a toast that just ended): not on top, and the poll asks again.
  return isDrawnAt(await sessionOf(page), box, text).catch(() => false);
}

async function isDrawnAt(cdp: CDPSession, box: { x: number; y: number; width: number; height: number }, text: string) {
  await cdp.send('DOM.getDocument', { depth: 0 });
  const { backendNodeId } = await cdp.send('DOM.getNodeForLocation', {
    x: Math.round(box.x + box.width / 2),
    y: Math.round(box.y + box.height / 2),
    ignorePointerEventsNone: true,
  });
  const { object } = await cdp.send('DOM.resolveNode', { backendNodeId });
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    functionDeclaration: `function (text) {
      const el = this.nodeType === 1 ? this : this.parentElement;
      return !!el?.closest('[role="status"], [role="alert"]')?.textContent?.includes(text);
    }`,
    arguments: [{ value: text }],
    returnByValue: true,
  });
  return result.value === true;
}

/** One DevTools session a page, kept: opening one per check costs what a 2 s message cannot spare. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();
function sessionOf(page: Page) {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** How often to look for a message that lasts 2 s: often enough that a slow machine cannot miss it. */
export const TOAST_POLL = { intervals: [50], timeout: 15_000 };
