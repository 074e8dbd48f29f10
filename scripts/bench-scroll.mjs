// What the browser bench's list entries run inside the page (bench-browser.mjs, bench-members-screen.mjs): the
// long-task recorder, added before the page loads, and the scroll to the end that reads the figures. Both are
// passed to Playwright as functions, so they use only the page's globals and their own arguments.
/* global document, requestAnimationFrame */

/** An init script: every long task (≥ 50 ms) from the page's start, into `__klubhusLongTasks`. */
export function recordLongTasks() {
  globalThis.__klubhusLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      globalThis.__klubhusLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * For `page.evaluate(scrollToEnd, selector)`: scrolls the list to its end in screen-sized steps, one per frame, as a
 * user flinging the wheel would, then waits (up to 30 s) until a windowed list's last rows have replaced their
 * placeholders, since their render counts too. Answers the longest task and the longest frame during it, whether
 * the last rows arrived, and how many rows were in the DOM at the end.
 */
export async function scrollToEnd(selector) {
  const list = document.querySelector(selector);
  if (!list) throw new Error(`no ${selector} on the page`);
  const from = performance.now();
  let longestFrame = 0;
  let last = from;
  while (list.scrollTop + list.clientHeight < list.scrollHeight - 1) {
    list.scrollTop += list.clientHeight;
    await new Promise((done) => requestAnimationFrame(() => done()));
    const now = performance.now();
    longestFrame = Math.max(longestFrame, now - last);
    last = now;
  }
  const deadline = performance.now() + 30_000;
  while (list.querySelector('[data-placeholder]') && performance.now() < deadline) {
    await new Promise((done) => setTimeout(done, 20));
  }
  await new Promise((done) => setTimeout(done, 100));
  const tasks = globalThis.__klubhusLongTasks.filter((task) => task.start >= from);
  return {
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    longestFrame,
    lastRowsLoaded: !list.querySelector('[data-placeholder]'),
    rowsInDom: list.querySelectorAll('[role="row"]').length,
  };
}
