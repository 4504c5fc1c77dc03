// Scrolling regions at the table (a long train on a phone, a cross wider than the felt).
/**
 * A region that scrolls — a train row sideways (a long train on a phone), the whole board when a
 * house or cross outgrows a phone's table — must be reachable by keyboard to be scrolled (axe
 * `scrollable-region-focusable`); one that fits is no extra Tab stop.
 */
export function focusableWhileScrolling(node: HTMLElement) {
  const update = () => {
    if (node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1)
      node.tabIndex = 0;
    else node.removeAttribute('tabindex');
  };
  const resized = new ResizeObserver(update);
  const grown = new MutationObserver(update);
  resized.observe(node);
  grown.observe(node, { childList: true, subtree: true });
  update();
  return {
    destroy() {
      resized.disconnect();
      grown.disconnect();
    },
  };
}
