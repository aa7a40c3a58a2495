import { expect, type Page } from '@playwright/test';

/** Phone widths every screen must fit: a common Android (360 px) and an iPhone 12–15 (390 px). */
export const phoneWidths = [390, 360] as const;

/**
 * What sticks out to the right of the viewport: the page's own horizontal scroll and up to five visible elements
 * past the right edge (screen-reader-only text counts: it widens the page as well). An element held inside a box that
 * scrolls or clips sideways (and itself fits) does not count.
 */
function overflowOf(): string[] {
  const viewport = document.documentElement.clientWidth;
  const scroller = document.scrollingElement ?? document.documentElement;
  const found: string[] = [];
  if (scroller.scrollWidth > scroller.clientWidth) {
    found.push(`page scrolls sideways: ${scroller.scrollWidth}px in ${scroller.clientWidth}px`);
  }
  // A box that scrolls or clips sideways holds in its in-flow content; an absolutely placed element (screen-reader
  // text too) escapes every such box below its containing block, and a fixed one escapes them all.
  function isClippedInside(element: Element): boolean {
    const position = getComputedStyle(element).position;
    if (position === 'fixed') return false;
    const start =
      position === 'absolute' && element instanceof HTMLElement
        ? element.offsetParent
        : element.parentElement;
    for (let box = start; box && box !== document.body; box = box.parentElement) {
      const overflowX = getComputedStyle(box).overflowX;
      if (overflowX !== 'visible' && box.getBoundingClientRect().right <= viewport + 1) return true;
    }
    return false;
  }
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (found.length > 5) break;
    const rect = element.getBoundingClientRect();
    if (rect.right <= viewport + 1 || (rect.width === 0 && rect.height === 0)) continue;
    if (getComputedStyle(element).visibility === 'hidden' || isClippedInside(element)) continue;
    const text = (element.textContent ?? '').trim().slice(0, 40);
    found.push(
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> right ${Math.round(rect.right)}px: ${text}`,
    );
  }
  return found;
}

/** Fails when the page, at the current viewport, scrolls sideways or shows something past the right edge. */
export async function expectFitsViewport(page: Page, screen: string) {
  const width = page.viewportSize()?.width ?? 0;
  const overflow = await page.evaluate(overflowOf);
  expect.soft(overflow, `${screen} at ${width}px`).toEqual([]);
}

/**
 * Checks the current screen at every phone width and leaves it at 390 px; with PHONE_SHOTS=<prefix> it also saves a
 * full-page 390 px screenshot under /tmp/phone-shots for a person to look at.
 */
export async function expectFitsPhones(page: Page, screen: string) {
  for (const width of phoneWidths) {
    await page.setViewportSize({ width, height: 844 });
    await expectFitsViewport(page, screen);
  }
  await page.setViewportSize({ width: phoneWidths[0], height: 844 });
  if (process.env.PHONE_SHOTS) {
    const file = `${process.env.PHONE_SHOTS}-${screen}`.replaceAll(/[^\p{L}\p{N}]+/gu, '-');
    await page.screenshot({ path: `/tmp/phone-shots/${file}.png`, fullPage: true });
  }
}
