// A word in both languages of the app: its own module, so the field table (fields.ts) and the
// option words (option-labels.ts), which import each other's values, share it without a cycle.
export interface Text {
  readonly en: string;
  readonly ru: string;
}
