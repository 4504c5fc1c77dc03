// Keeps a list's current item visible by scrolling that list only: scrollIntoView would also
// scroll the page, pulling a phone's view away from the board at every step.
export function keepInView(list: HTMLElement | undefined, index: number): void {
  const item = list?.children[Math.max(0, index)] as HTMLElement | undefined;
  if (!list || !item) return;
  // The list is the items' offset parent (position: relative).
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}
