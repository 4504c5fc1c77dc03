// "Your turn" in the tab's title while it is this screen's turn, for a player who looked away
// (issue 48): the table calls this in an effect and the returned function (the effect's cleanup)
// gives the page its title back when the turn moves on or the table closes.

/** The part of `document` this needs. */
export interface TitledDocument {
  title: string;
}

export function showTurnInTitle(doc: TitledDocument, label: string): () => void {
  const base = doc.title;
  doc.title = `▶ ${label} · ${base}`;
  return () => {
    doc.title = base;
  };
}
